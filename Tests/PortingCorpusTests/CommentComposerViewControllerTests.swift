import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
private final class KeyboardFrames {
    var ends: [CGRect] = []
}

/// The controller observes `NotificationCenter.default`, where only the shared application posts its keyboard
/// notifications (an `EventTestHost` application has a center of its own), so these tests run on the shared
/// application (see `SharedApplicationWindow`).
@MainActor
@Suite("CommentComposerViewController: keyboardWillShow/WillHide observed by selector, frame as NSValue (spec G4, G5)", .eventTestHost)
struct CommentComposerViewControllerTests {
    @Test("G5: keyboardWillShow moves the view up by the keyboard's end frame height; duration 0.25 as NSNumber")
    func showMovesTheViewUp() throws {
        let controller = CommentComposerViewController()
        let shown = SharedApplicationWindow(rootViewController: controller)
        defer { shown.close() }
        let frames = KeyboardFrames()
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                           object: nil, queue: nil) { note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { frames.ends.append(end ?? .zero) }
        }
        defer { NotificationCenter.default.removeObserver(token) }

        #expect(controller.commentField.becomeFirstResponder())
        let keyboardHeight = try #require(frames.ends.last).height
        #expect(keyboardHeight > 0)
        #expect(controller.view.frame.origin.y == -keyboardHeight)
        #expect(controller.lastAnimationDuration == 0.25)
    }

    @Test("G4: keyboardWillHide puts the view back when the field resigns")
    func hidePutsTheViewBack() throws {
        let controller = CommentComposerViewController()
        let shown = SharedApplicationWindow(rootViewController: controller)
        defer { shown.close() }
        #expect(controller.commentField.becomeFirstResponder())
        #expect(controller.view.frame.origin.y < 0)
        #expect(controller.commentField.resignFirstResponder())
        #expect(controller.view.frame.origin.y == 0)
    }
}
