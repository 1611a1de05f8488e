import UIKit

/// Keeps a view above the keyboard, as keyboard-avoidance code does on iOS: it observes the keyboard
/// notifications on `NotificationCenter.default` and moves the view by the keyboard's height.
@MainActor
public final class KeyboardAvoider {
    /// The keyboard's height while it is shown, 0 while hidden.
    public private(set) var keyboardHeight: CGFloat = 0
    private weak var view: UIView?
    private var restingOrigin = CGPoint.zero
    private var observers: [NSObjectProtocol] = []

    public init() {}

    /// Starts moving `view` up when the keyboard shows and back when it hides.
    public func keepAboveKeyboard(_ view: UIView) {
        self.view = view
        restingOrigin = view.frame.origin
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                            queue: nil) { [weak self] notification in
            let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { self?.keyboardMoved(to: frame?.height ?? 0) }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                            queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.keyboardMoved(to: 0) }
        })
    }

    private func keyboardMoved(to height: CGFloat) {
        keyboardHeight = height
        guard let view else { return }
        view.frame.origin = CGPoint(x: restingOrigin.x, y: restingOrigin.y - height)
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}
