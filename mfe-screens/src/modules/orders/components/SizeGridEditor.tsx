import { type ClipboardEvent, useState } from 'react';
import styled from 'styled-components';
import { Button, formatCount, FormField, Input, TextArea } from 'mfe-shared';
import { gridTotal, parseSpreadsheet, type SizeGrid } from '../utils/sizeGrid';

export type SizeGridEditorProps = {
  value: SizeGrid;
  onChange: (grid: SizeGrid) => void;
  error?: string;
};

const StyledScroll = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.xxs};
    text-align: left;
    min-width: 5rem;
  }
  tfoot td {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.destructive.bg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The new-order grid of colourways × sizes: type in the cells, add or remove rows and columns,
 * or paste cells copied from a spreadsheet (into the paste box or any cell) to fill it at once.
 */
export function SizeGridEditor({ value, onChange, error }: SizeGridEditorProps) {
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');

  function apply(text: string): boolean {
    const result = parseSpreadsheet(text);
    if ('error' in result) {
      setPasteError(result.error);
      return false;
    }
    setPasteError(null);
    onChange(result.grid);
    return true;
  }

  function handlePasteBox(text: string) {
    setPasted(text);
    if (text.trim() && apply(text)) setPasted('');
  }

  function handleCellPaste(event: ClipboardEvent) {
    const text = event.clipboardData.getData('text/plain');
    if (!text.includes('\t') && !text.includes('\n')) return;
    event.preventDefault();
    apply(text);
  }

  const setColour = (row: number, name: string) =>
    onChange({ ...value, colours: value.colours.map((colour, i) => (i === row ? name : colour)) });
  const setSize = (column: number, name: string) =>
    onChange({ ...value, sizes: value.sizes.map((size, i) => (i === column ? name : size)) });
  const setCell = (row: number, column: number, text: string) => {
    const quantity = Math.max(0, Math.trunc(Number(text) || 0));
    onChange({
      ...value,
      quantities: value.quantities.map((cells, r) => (r === row ? cells.map((cell, c) => (c === column ? quantity : cell)) : cells)),
    });
  };
  const addColour = () =>
    onChange({ ...value, colours: [...value.colours, ''], quantities: [...value.quantities, value.sizes.map(() => 0)] });
  const addSize = () =>
    onChange({ ...value, sizes: [...value.sizes, ''], quantities: value.quantities.map((row) => [...row, 0]) });
  const removeColour = (row: number) =>
    onChange({
      ...value,
      colours: value.colours.filter((_, i) => i !== row),
      quantities: value.quantities.filter((_, i) => i !== row),
    });
  const removeSize = (column: number) =>
    onChange({
      ...value,
      sizes: value.sizes.filter((_, i) => i !== column),
      quantities: value.quantities.map((row) => row.filter((_, i) => i !== column)),
    });

  return (
    <div>
      <StyledScroll onPaste={handleCellPaste}>
        <StyledTable aria-label="Size and colour grid">
          <thead>
            <tr>
              <th scope="col">Colour</th>
              {value.sizes.map((size, column) => (
                <th key={column} scope="col">
                  <Input aria-label={`Size ${column + 1}`} value={size} placeholder="Size" onChange={(event) => setSize(column, event.target.value)} />
                  {value.sizes.length > 1 && (
                    <Button $variant="ghost" onClick={() => removeSize(column)} aria-label={`Remove size ${size || column + 1}`}>
                      ×
                    </Button>
                  )}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {value.colours.map((colour, row) => (
              <tr key={row}>
                <th scope="row">
                  <Input aria-label={`Colour ${row + 1}`} value={colour} placeholder="Colour" onChange={(event) => setColour(row, event.target.value)} />
                </th>
                {value.sizes.map((size, column) => (
                  <td key={column}>
                    <Input
                      type="number"
                      min={0}
                      step={1}
                      aria-label={`${colour || `Colour ${row + 1}`} ${size || `size ${column + 1}`} quantity`}
                      value={value.quantities[row]?.[column] ?? 0}
                      onChange={(event) => setCell(row, column, event.target.value)}
                    />
                  </td>
                ))}
                <td>
                  {formatCount((value.quantities[row] ?? []).reduce((sum, cell) => sum + cell, 0))}
                  {value.colours.length > 1 && (
                    <Button $variant="ghost" onClick={() => removeColour(row)} aria-label={`Remove colour ${colour || row + 1}`}>
                      ×
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>Total</td>
              {value.sizes.map((_, column) => (
                <td key={column}>{formatCount(value.quantities.reduce((sum, row) => sum + (row[column] ?? 0), 0))}</td>
              ))}
              <td aria-label="Grid total">{formatCount(gridTotal(value))}</td>
            </tr>
          </tfoot>
        </StyledTable>
      </StyledScroll>
      <StyledActions>
        <Button $variant="secondary" onClick={addColour}>
          Add colour
        </Button>
        <Button $variant="secondary" onClick={addSize}>
          Add size
        </Button>
      </StyledActions>
      {error && <StyledError role="alert">{error}</StyledError>}
      <FormField
        label="Paste from a spreadsheet"
        hint="Copy the cells with the sizes in the first row and the colours in the first column."
        error={pasteError ?? undefined}
      >
        <TextArea value={pasted} rows={3} onChange={(event) => handlePasteBox(event.target.value)} />
      </FormField>
    </div>
  );
}
