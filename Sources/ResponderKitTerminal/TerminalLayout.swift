import Foundation
import ResponderKit

/// Where things go on the terminal: the app's screen, the trace panel and the status line, and how cells map
/// to screen points and back.
///
/// One cell is 8 points wide and 16 points tall, about the shape of a terminal cell, so a 40-column app area
/// is a 320-point-wide screen. The trace panel sits to the right of the app when the terminal is wide enough,
/// below it when it is tall enough, and is left out on tiny terminals so the app keeps its room.
public struct TerminalLayout: Sendable, Equatable {
    /// Points per column.
    public static let pointsPerColumn: CGFloat = 8
    /// Points per row.
    public static let pointsPerRow: CGFloat = 16
    /// From this many columns on, the trace panel goes to the right of the app.
    public static let sidePanelMinimumColumns = 72
    /// From this many rows on (and too narrow for a side panel), the trace panel goes below the app.
    public static let bottomPanelMinimumRows = 20

    /// The terminal's size in columns, clamped to 0...``TerminalCanvas/maximumDimension``.
    public let columns: Int
    /// The terminal's size in rows, clamped the same way.
    public let rows: Int
    /// The cells the app's screen is drawn in; the screen's point (0, 0) is its top-left corner.
    public let appArea: CellRect
    /// The cells of the trace panel, or `nil` when the terminal is too small for one.
    public let tracePanel: CellRect?
    /// The row of the status line (the keys to press), or `nil` on a one-row terminal.
    public let statusRow: Int?

    /// Lays out a terminal of `columns` x `rows` cells.
    public init(columns: Int, rows: Int) {
        let columns = min(max(0, columns), TerminalCanvas.maximumDimension)
        let rows = min(max(0, rows), TerminalCanvas.maximumDimension)
        self.columns = columns
        self.rows = rows
        statusRow = rows >= 2 ? rows - 1 : nil
        let usableRows = rows >= 2 ? rows - 1 : rows
        if columns >= Self.sidePanelMinimumColumns {
            let panelWidth = max(30, columns * 2 / 5)
            let appWidth = columns - panelWidth - 1
            appArea = CellRect(column: 0, row: 0, width: appWidth, height: usableRows)
            tracePanel = CellRect(column: appWidth + 1, row: 0, width: panelWidth, height: usableRows)
        } else if usableRows >= Self.bottomPanelMinimumRows {
            let panelHeight = max(6, usableRows / 3)
            appArea = CellRect(column: 0, row: 0, width: columns, height: usableRows - panelHeight)
            tracePanel = CellRect(column: 0, row: usableRows - panelHeight, width: columns, height: panelHeight)
        } else {
            appArea = CellRect(column: 0, row: 0, width: columns, height: usableRows)
            tracePanel = nil
        }
    }

    /// The size of the app's screen in points: the app area's cells times the points per cell. Never zero,
    /// so windows always have a size even on a terminal squeezed to nothing.
    public var screenSize: CGSize {
        CGSize(width: CGFloat(max(1, appArea.width)) * Self.pointsPerColumn,
               height: CGFloat(max(1, appArea.height)) * Self.pointsPerRow)
    }

    /// The screen point at the middle of a cell, or `nil` when the cell is outside the app area.
    public func point(column: Int, row: Int) -> CGPoint? {
        guard appArea.contains(column: column, row: row) else { return nil }
        return centre(column: column, row: row)
    }

    /// The screen point at the middle of the app-area cell nearest to `column`, `row`: a drag that leaves the
    /// app area keeps moving the touch along its edge, as a finger sliding off a screen would.
    public func clampedPoint(column: Int, row: Int) -> CGPoint {
        let clampedColumn = min(max(column, appArea.column), max(appArea.column, appArea.endColumn - 1))
        let clampedRow = min(max(row, appArea.row), max(appArea.row, appArea.endRow - 1))
        return centre(column: clampedColumn, row: clampedRow)
    }

    private func centre(column: Int, row: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column - appArea.column) + 0.5) * Self.pointsPerColumn,
                y: (CGFloat(row - appArea.row) + 0.5) * Self.pointsPerRow)
    }

    /// The cells covering `rect` (screen points): every cell whose middle is inside it, so two views that
    /// touch do not share a cell. Non-finite or enormous rectangles give an empty or clipped result.
    public func cells(covering rect: CGRect) -> CellRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return CellRect(column: 0, row: 0, width: 0, height: 0)
        }
        func cell(_ value: CGFloat, _ size: CGFloat) -> Int {
            // A shared edge computed two ways (x + width, and the next view's x) may differ in the last bit;
            // the tolerance keeps such neighbours abutting instead of leaving a one-cell gap between them.
            let index = (value / size - 0.5 - 1e-9).rounded(.up)
            // Bounded both ways, and as far left or up as right or down, so a view pushed off the left edge
            // (a row swiped aside) keeps its true start and its text is cut rather than moved.
            let limit = CGFloat(TerminalCanvas.maximumDimension + 1)
            return Int(min(max(index, -limit), limit))
        }
        let left = cell(rect.minX, Self.pointsPerColumn), top = cell(rect.minY, Self.pointsPerRow)
        let right = cell(rect.maxX, Self.pointsPerColumn), bottom = cell(rect.maxY, Self.pointsPerRow)
        return CellRect(column: appArea.column + left, row: appArea.row + top,
                        width: max(0, right - left), height: max(0, bottom - top))
    }
}
