import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("UIImageView")
struct ImageViewTests {
    @Test("Q26: isUserInteractionEnabled is false whichever initializer made the image view")
    func interactionOffByDefault() {
        let image = UIImage(systemName: "person")
        #expect(!UIImageView(frame: .zero).isUserInteractionEnabled)
        #expect(!UIImageView(image: image).isUserInteractionEnabled)
        #expect(!UIImageView(image: image, highlightedImage: nil).isUserInteractionEnabled)
        #expect(UIView(frame: .zero).isUserInteractionEnabled)
    }

    @Test("Q26: a tap on an image view reaches the view behind; its recognizer and its button fire only once enabled")
    func touchesPassThroughUntilEnabled() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let behind = TouchCatcher(frame: window.bounds)
        window.addSubview(behind)
        let imageView = UIImageView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        window.addSubview(imageView)
        var recognized = 0
        imageView.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        imageView.addSubview(button)
        var buttonTaps = 0
        button.addAction(UIAction { _ in buttonTaps += 1 }, for: .touchUpInside)

        try host.tap(at: host.at(150, 150, in: imageView))
        try host.tap(at: host.screenPoint(inCenterOf: button))
        host.runUntilIdle()
        #expect(behind.began == 2)
        #expect(recognized == 0 && buttonTaps == 0)

        imageView.isUserInteractionEnabled = true
        try host.tap(at: host.at(150, 150, in: imageView))
        host.runUntilIdle()
        #expect(host.lastTouchedView === imageView)
        #expect(recognized == 1)
        try host.tap(at: host.screenPoint(inCenterOf: button))
        host.runUntilIdle()
        #expect(buttonTaps == 1)
        #expect(behind.began == 2)
    }

    @Test("Q27: image and highlightedImage keep what they were given; touches do not highlight an image view")
    func imagesAndHighlight() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let normal = UIImage(named: "star"), lit = UIImage(named: "star-filled")
        let plain = UIImageView(image: normal)
        #expect(plain.image == normal && plain.highlightedImage == nil && !plain.isHighlighted)
        let imageView = UIImageView(image: normal, highlightedImage: lit)
        #expect(imageView.image == normal && imageView.highlightedImage == lit)
        imageView.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
        imageView.isUserInteractionEnabled = true
        window.addSubview(imageView)
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: imageView))
        #expect(!imageView.isHighlighted)
        try finger.lift()
        #expect(!imageView.isHighlighted)
        imageView.isHighlighted = true
        #expect(imageView.isHighlighted && imageView.image == normal)
    }
}
