"""An .xlsx as openpyxl (Debian's python3-openpyxl) opens it: each sheet's name, frozen pane, column widths, whether
the header is bold, and its first rows' values (dates as ISO text), printed as one line of JSON."""
import datetime
import json
import sys

import openpyxl


def plain(value):
    if isinstance(value, (datetime.datetime, datetime.date)):
        return value.isoformat()
    return value


def main(path, most):
    book = openpyxl.load_workbook(path)
    sheets = []
    for ws in book.worksheets:
        # read before any cell is looked at: looking at a cell beyond the last row makes it
        max_row = ws.max_row
        rows = [[plain(v) for v in row] for row in ws.iter_rows(max_row=min(most, max_row), values_only=True)]
        widths = {key: dim.width for key, dim in ws.column_dimensions.items() if dim.customWidth}
        first = ws.cell(row=1, column=1)
        sheets.append({
            "name": ws.title,
            "freeze": ws.freeze_panes,
            "widths": widths,
            "bold_header": bool(first.font and first.font.b),
            "max_row": max_row,
            "rows": rows,
            "formats": [c.number_format for c in ws[2]] if max_row >= 2 else [],
        })
    print(json.dumps({"sheets": sheets}))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 20)
