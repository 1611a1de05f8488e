import Foundation
import ResponderKit

// The control doubles of the open member audit (`OpenMemberAuditTests.swift`); internal, not private, so the
// audit's test in another file can reach them.

final class AuditControl: UIControl {
    override var isEnabled: Bool { didSet {} }
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var state: UIControl.State { super.state }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { super.endTracking(touch, with: event) }
    override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        super.sendAction(action, to: target, for: event)
    }
    override func sendAction(_ action: UIAction) { super.sendAction(action) }
    override var isTracking: Bool { super.isTracking }
    override var isTouchInside: Bool { super.isTouchInside }
    override func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        super.addTarget(target, action: action, for: controlEvents)
    }
    override func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        super.removeTarget(target, action: action, for: controlEvents)
    }
    override var allTargets: Set<AnyHashable> { super.allTargets }
    override var allControlEvents: UIControl.Event { super.allControlEvents }
    override func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        super.actions(forTarget: target, forControlEvent: controlEvent)
    }
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        super.addAction(action, for: controlEvents)
    }
    override func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        super.removeAction(action, for: controlEvents)
    }
    override func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        super.removeAction(identifiedBy: identifier, for: controlEvents)
    }
    override func sendActions(for controlEvents: UIControl.Event) { super.sendActions(for: controlEvents) }
}

final class AuditButton: UIButton {
    override var isHighlighted: Bool { didSet {} }
    override func setTitle(_ title: String?, for state: UIControl.State) { super.setTitle(title, for: state) }
    override func title(for state: UIControl.State) -> String? { "audited" }
    override func setImage(_ image: UIImage?, for state: UIControl.State) { super.setImage(image, for: state) }
    override func setTitleColor(_ color: UIColor?, for state: UIControl.State) { super.setTitleColor(color, for: state) }
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect { super.backgroundRect(forBounds: bounds) }
    override func contentRect(forBounds bounds: CGRect) -> CGRect { super.contentRect(forBounds: bounds) }
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect { super.titleRect(forContentRect: contentRect) }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect { super.imageRect(forContentRect: contentRect) }
}

final class AuditTextField: UITextField {
    override var text: String? { didSet {} }
    override var placeholder: String? { didSet {} }
    override var delegate: UITextFieldDelegate? { didSet {} }
    override func cut(_ sender: Any?) { super.cut(sender) }
    override func selectAll(_ sender: Any?) { super.selectAll(sender) }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override var hasText: Bool { true }
    override func insertText(_ text: String) { super.insertText(text) }
    override func deleteBackward() { super.deleteBackward() }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        super.canPerformAction(action, withSender: sender)
    }
    override func paste(_ sender: Any?) { super.paste(sender) }
    override func caretRect(for position: UITextPosition) -> CGRect { super.caretRect(for: position) }
    override func clearButtonRect(forBounds bounds: CGRect) -> CGRect { super.clearButtonRect(forBounds: bounds) }
    override var inputView: UIView? { get { super.inputView } set { super.inputView = newValue } }
    override var inputAccessoryView: UIView? { get { super.inputAccessoryView } set { super.inputAccessoryView = newValue } }
    override var keyboardType: UIKeyboardType { didSet {} }
    override var isSecureTextEntry: Bool { didSet {} }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override var isEditing: Bool { super.isEditing }
    override var attributedText: NSAttributedString? { didSet {} }
    override var attributedPlaceholder: NSAttributedString? { didSet {} }
    override var leftView: UIView? { didSet {} }
    override var leftViewMode: UITextField.ViewMode { didSet {} }
    override var rightView: UIView? { didSet {} }
    override var rightViewMode: UITextField.ViewMode { didSet {} }
    override func borderRect(forBounds bounds: CGRect) -> CGRect { super.borderRect(forBounds: bounds) }
    override func textRect(forBounds bounds: CGRect) -> CGRect { super.textRect(forBounds: bounds) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { super.placeholderRect(forBounds: bounds) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { super.editingRect(forBounds: bounds) }
    override func leftViewRect(forBounds bounds: CGRect) -> CGRect { super.leftViewRect(forBounds: bounds) }
    override func rightViewRect(forBounds bounds: CGRect) -> CGRect { super.rightViewRect(forBounds: bounds) }
    override func layoutSubviews() { super.layoutSubviews() }
    override var selectedTextRange: UITextRange? { didSet {} }
    override var beginningOfDocument: UITextPosition { super.beginningOfDocument }
    override var endOfDocument: UITextPosition { super.endOfDocument }
    override var markedTextRange: UITextRange? { super.markedTextRange }
    override func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        super.textRange(from: fromPosition, to: toPosition)
    }
    override func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        super.position(from: position, offset: offset)
    }
    override func position(from position: UITextPosition, in direction: UITextLayoutDirection,
                           offset: Int) -> UITextPosition? {
        super.position(from: position, in: direction, offset: offset)
    }
    override func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        super.offset(from: from, to: toPosition)
    }
    override func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        super.compare(position, to: other)
    }
    override func text(in range: UITextRange) -> String? { super.text(in: range) }
    override func replace(_ range: UITextRange, withText text: String) { super.replace(range, withText: text) }
    override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        super.setMarkedText(markedText, selectedRange: selectedRange)
    }
    override func unmarkText() { super.unmarkText() }
    override func drawText(in rect: CGRect) { super.drawText(in: rect) }
    override func drawPlaceholder(in rect: CGRect) { super.drawPlaceholder(in: rect) }
}
