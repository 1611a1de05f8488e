/// How a cell is drawn: a few SGR attributes that every xterm-compatible terminal supports.
public struct CellStyle: Sendable, Hashable {
    /// Bold (SGR 1).
    public var bold = false
    /// Dim (SGR 2), for secondary text such as view names on borders.
    public var dim = false
    /// Reverse video (SGR 7), for pressed buttons and the caret.
    public var inverse = false
    /// Underline (SGR 4), for the text field's text.
    public var underline = false

    /// Creates a style; the default is plain text.
    public init(bold: Bool = false, dim: Bool = false, inverse: Bool = false, underline: Bool = false) {
        self.bold = bold
        self.dim = dim
        self.inverse = inverse
        self.underline = underline
    }

    /// Plain text.
    public static let plain = CellStyle()

    /// The SGR parameters that switch from plain to this style ("" for plain).
    var parameters: String {
        var codes: [String] = []
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if underline { codes.append("4") }
        if inverse { codes.append("7") }
        return codes.joined(separator: ";")
    }
}

/// One character cell.
public struct Cell: Sendable, Equatable {
    /// The character shown; one column wide.
    public var character: Character
    /// How it is drawn.
    public var style: CellStyle

    /// A blank cell.
    public static let blank = Cell(character: " ", style: .plain)
}

/// A rectangle of cells, in columns and rows from the top-left corner.
public struct CellRect: Sendable, Equatable {
    /// The left column.
    public var column: Int
    /// The top row.
    public var row: Int
    /// How many columns wide.
    public var width: Int
    /// How many rows tall.
    public var height: Int

    /// Describes a rectangle of cells.
    public init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = width
        self.height = height
    }

    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// One past the right column.
    public var endColumn: Int { column + width }
    /// One past the bottom row.
    public var endRow: Int { row + height }

    /// Whether the cell at `column`, `row` is inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < endColumn && row >= self.row && row < endRow
    }
}

/// A grid of styled cells that is drawn into in memory and turned into terminal output in one piece.
///
/// Drawing is pure and clipped: anything outside the grid is silently cut, so views partly off screen, tiny
/// terminals and odd sizes never trap. The whole frame is written at once by ``render()``, which keeps the
/// screen from flickering and makes the output easy to test.
public struct TerminalCanvas: Sendable, Equatable {
    /// The largest grid the canvas allocates in each direction; a terminal reporting more (or a bogus size)
    /// is drawn at this size rather than exhausting memory.
    public static let maximumDimension = 1_000

    /// How many columns.
    public let width: Int
    /// How many rows.
    public let height: Int
    private var cells: [Cell]

    /// Creates a blank canvas; sizes are clamped to 0...``maximumDimension``.
    public init(width: Int, height: Int) {
        self.width = min(max(0, width), Self.maximumDimension)
        self.height = min(max(0, height), Self.maximumDimension)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at `column`, `row`, or `nil` outside the grid.
    public subscript(column: Int, row: Int) -> Cell? {
        guard column >= 0, column < width, row >= 0, row < height else { return nil }
        return cells[row * width + column]
    }

    /// Sets one cell; outside the grid it does nothing.
    public mutating func put(_ character: Character, column: Int, row: Int, style: CellStyle = .plain) {
        guard column >= 0, column < width, row >= 0, row < height else { return }
        cells[row * width + column] = Cell(character: Self.oneColumn(character), style: style)
    }

    /// Writes `text` from `column` on `row`, cut at `limit` (exclusive column) and at the canvas edge.
    public mutating func write(_ text: String, column: Int, row: Int, style: CellStyle = .plain, limit: Int? = nil) {
        let end = min(limit ?? width, width)
        var current = column
        for character in text {
            guard current < end else { return }
            put(character, column: current, row: row, style: style)
            current += 1
        }
    }

    /// Fills `rect` with `character`.
    public mutating func fill(_ rect: CellRect, with character: Character = " ", style: CellStyle = .plain) {
        guard !rect.isEmpty else { return }
        for row in max(0, rect.row)..<min(height, rect.endRow) where rect.column < width {
            for column in max(0, rect.column)..<max(max(0, rect.column), min(width, rect.endColumn)) {
                put(character, column: column, row: row, style: style)
            }
        }
    }

    /// Changes the style of every cell in `rect`, keeping its character: reverse video over a highlighted row
    /// keeps the row's text readable.
    public mutating func restyle(_ rect: CellRect, _ change: (inout CellStyle) -> Void) {
        guard !rect.isEmpty else { return }
        for row in max(0, rect.row)..<max(max(0, rect.row), min(height, rect.endRow)) {
            for column in max(0, rect.column)..<max(max(0, rect.column), min(width, rect.endColumn)) {
                change(&cells[row * width + column].style)
            }
        }
    }

    /// Draws a box outline around `rect` with `title` on its top border. Boxes too small for an outline
    /// (one row or column) are drawn as a bar so they stay visible.
    public mutating func box(_ rect: CellRect, title: String? = nil, style: CellStyle = .plain,
                             titleStyle: CellStyle = CellStyle(dim: true)) {
        guard !rect.isEmpty else { return }
        guard rect.width >= 2, rect.height >= 2 else {
            fill(rect, with: rect.height == 1 ? "─" : "│", style: style)
            return
        }
        let right = rect.endColumn - 1, bottom = rect.endRow - 1
        for column in (rect.column + 1)..<right {
            put("─", column: column, row: rect.row, style: style)
            put("─", column: column, row: bottom, style: style)
        }
        for row in (rect.row + 1)..<bottom {
            put("│", column: rect.column, row: row, style: style)
            put("│", column: right, row: row, style: style)
        }
        put("┌", column: rect.column, row: rect.row, style: style)
        put("┐", column: right, row: rect.row, style: style)
        put("└", column: rect.column, row: bottom, style: style)
        put("┘", column: right, row: bottom, style: style)
        if let title, rect.width > 4 {
            write(title, column: rect.column + 2, row: rect.row, style: titleStyle, limit: right - 1)
        }
    }

    /// The text of one row with styles dropped and trailing blanks trimmed; for tests and logs.
    public func text(ofRow row: Int) -> String {
        guard row >= 0, row < height else { return "" }
        let line = String(cells[(row * width)..<((row + 1) * width)].map(\.character))
        return String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// Every row's text, joined by newlines.
    public var text: String {
        (0..<height).map { text(ofRow: $0) }.joined(separator: "\n")
    }

    /// The escape sequences that draw the whole canvas over the terminal from the top-left corner, switching
    /// styles only where they change and ending with the style reset.
    public func render() -> String {
        var output = "\u{1B}[0m"
        var current = CellStyle.plain
        for row in 0..<height {
            output += "\u{1B}[\(row + 1);1H"
            for column in 0..<width {
                let cell = cells[row * width + column]
                if cell.style != current {
                    output += "\u{1B}[0" + (cell.style.parameters.isEmpty ? "" : ";" + cell.style.parameters) + "m"
                    current = cell.style
                }
                output.append(cell.character)
            }
        }
        return output + "\u{1B}[0m"
    }

    /// Keeps the grid aligned: control characters and characters drawn two columns wide by terminals (CJK,
    /// most emoji) would shift the rest of the row, so they are shown as a one-column stand-in.
    private static func oneColumn(_ character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return "?" }
        if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { return "?" }
        if scalar.properties.isEmojiPresentation { return "?" }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return "?"
        default:
            return character
        }
    }
}
