import { DataTable, StatusBadge } from 'mfe-shared';
import { aqlText, type InspectionItem } from './inspectionText';

export type InspectionResultsProps = { inspection: InspectionItem };

/** Each defect class's sampling plan (ISO 2859-1) and verdict, as the server computed them. */
export function InspectionResults({ inspection }: InspectionResultsProps) {
  const finished = inspection.status === 'Passed' || inspection.status === 'Failed';
  return (
    <DataTable aria-label={`Sampling plan and result of inspection ${inspection.id}`}>
      <thead>
        <tr>
          <th scope="col">Class</th>
          <th scope="col">AQL</th>
          <th scope="col">Code letter</th>
          <th scope="col">Sample</th>
          <th scope="col">Accept / Reject</th>
          <th scope="col">Found</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {inspection.results.map((row) => (
          <tr key={row.defectClass}>
            <th scope="row">{row.defectClass}</th>
            <td>{aqlText(row.aql)}</td>
            <td>{row.codeLetter}</td>
            <td>{row.sampleSize}</td>
            <td>
              {row.accept} / {row.reject}
            </td>
            <td>
              {row.found}
              {row.fromMeasurements > 0 && ` (${row.fromMeasurements} from measurements)`}
            </td>
            <td>
              {finished || !row.passed ? (
                <StatusBadge status={row.passed ? 'Approved' : 'Rejected'} label={row.passed ? 'Pass' : 'Fail'} />
              ) : (
                'Within'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
