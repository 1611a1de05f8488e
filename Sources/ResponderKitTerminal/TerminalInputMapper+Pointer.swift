import Foundation
import ResponderKit

// What a terminal mouse reports beyond the left button (spec M1-M3): the right button is a secondary click,
// motion with no button (xterm's any-motion mode, 1003) is hover, and the wheel (buttons 64 to 67) is a
// discrete scroll. Each carries the modifier keys the report has.

extension TerminalInputMapper {
    /// The id the right button's click uses at the input door; the left button's finger is ``touchID``.
    public static let secondaryClickID = 2

    /// The scroll delta of one wheel notch, in points: a row up or down, a column left or right. Turning the
    /// wheel up shows the content above, as dragging it down would, so up is a positive `dy`.
    static func wheelDelta(button: Int) -> CGVector {
        switch button {
        case 0: return CGVector(dx: 0, dy: TerminalLayout.pointsPerRow)
        case 1: return CGVector(dx: 0, dy: -TerminalLayout.pointsPerRow)
        case 2: return CGVector(dx: TerminalLayout.pointsPerColumn, dy: 0)
        default: return CGVector(dx: -TerminalLayout.pointsPerColumn, dy: 0)
        }
    }

    /// The `UIKeyModifierFlags` of a report's modifier bits.
    static func modifierFlags(of report: MouseReport) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if report.modifiers & MouseReport.shiftBit != 0 { flags.insert(.shift) }
        if report.modifiers & MouseReport.metaBit != 0 { flags.insert(.alternate) }
        if report.modifiers & MouseReport.controlBit != 0 { flags.insert(.control) }
        return flags
    }

    /// The input for a hover, wheel or right-button report; `nil` for the left button's reports, which are
    /// the finger's.
    mutating func pointerCommands(for report: MouseReport) -> [TerminalCommand]? {
        let flags = Self.modifierFlags(of: report)
        switch report.action {
        case .move:
            guard !isTouching, !isSecondaryClicking else { return [] }
            guard let point = layout.point(column: report.column, row: report.row) else {
                guard isHovering else { return [] }
                isHovering = false
                return [.send(.hover(HostHover(.exit, at: layout.clampedPoint(column: report.column, row: report.row))))]
            }
            isHovering = true
            return [.send(.hover(HostHover(.move, at: point, modifierFlags: flags)))]
        case .scroll:
            guard let point = layout.point(column: report.column, row: report.row) else { return [] }
            return [.send(.scroll(HostScroll(.wheel, at: point, delta: Self.wheelDelta(button: report.button),
                                             modifierFlags: flags)))]
        case .press where report.button == 2:
            guard !isSecondaryClicking, let point = layout.point(column: report.column, row: report.row) else {
                return []
            }
            isSecondaryClicking = true
            return [secondaryClick(.down, at: point, flags)]
        case .drag where report.button == 2:
            guard isSecondaryClicking else { return [] }
            return [secondaryClick(.move, at: layout.clampedPoint(column: report.column, row: report.row), flags)]
        case .release where report.button == 2 && isSecondaryClicking:
            isSecondaryClicking = false
            return [secondaryClick(.up, at: layout.clampedPoint(column: report.column, row: report.row), flags)]
        case .press, .drag, .release:
            return nil
        }
    }

    private func secondaryClick(_ action: HostTouch.Action, at point: CGPoint,
                                _ flags: UIKeyModifierFlags) -> TerminalCommand {
        .send(.touch(HostTouch(id: Self.secondaryClickID, action: action, location: point, type: .indirectPointer,
                               buttonMask: .secondary, modifierFlags: flags)))
    }
}
