import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("UIButton per-state images and title colors; UIAction's image")
struct ButtonContentTests {
    @Test("setImage(_:for:) keeps an image per state; a state without one shows the normal image")
    func images() throws {
        let button = UIButton(type: .system)
        let normal = try #require(UIImage(systemName: "heart"))
        let selected = try #require(UIImage(systemName: "heart.fill"))
        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        #expect(button.image(for: .normal) === normal)
        #expect(button.image(for: .selected) === selected)
        #expect(button.image(for: .highlighted) === normal)
        #expect(button.currentImage === normal)
        button.isSelected = true
        #expect(button.currentImage === selected)
        button.setImage(nil, for: .selected)
        #expect(button.currentImage === normal)
    }

    @Test("setBackgroundImage(_:for:) keeps a background image per state, falling back to the normal one")
    func backgroundImages() throws {
        let button = UIButton(type: .custom)
        #expect(button.currentBackgroundImage == nil)
        let plain = try #require(UIImage(named: "plain"))
        let pressed = try #require(UIImage(named: "pressed"))
        button.setBackgroundImage(plain, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        #expect(button.currentBackgroundImage === plain)
        button.isHighlighted = true
        #expect(button.currentBackgroundImage === pressed)
        #expect(button.backgroundImage(for: .disabled) === plain)
    }

    @Test("setTitleColor(_:for:) keeps a color per state; unset, a system button shows its tint, a custom one white")
    func titleColors() {
        let system = UIButton(type: .system)
        #expect(system.currentTitleColor == .systemBlue)
        system.tintColor = .systemRed
        #expect(system.titleColor(for: .normal) == .systemRed)
        system.setTitleColor(.black, for: .normal)
        system.setTitleColor(.gray, for: .disabled)
        #expect(system.currentTitleColor == .black)
        system.isEnabled = false
        #expect(system.currentTitleColor == .gray)
        #expect(system.titleColor(for: .selected) == .black)
        #expect(UIButton(type: .custom).currentTitleColor == .white)
    }

    @Test("UIAction(title:image:...) carries its image; UIButton(primaryAction:) shows it for the normal state")
    func actionImage() throws {
        let image = try #require(UIImage(systemName: "trash"))
        let action = UIAction(title: "Delete", image: image, identifier: UIAction.Identifier("delete"),
                              attributes: .destructive) { _ in }
        #expect(action.image === image)
        #expect(action.identifier.rawValue == "delete")
        let button = UIButton(primaryAction: action)
        #expect(button.currentImage === image)
        #expect(button.currentTitle == "Delete")
        #expect(UIAction(title: "No image") { _ in }.image == nil)
    }

    @Test("UIButton(type:) is a convenience initializer: a subclass overriding init(frame:) gets it")
    func typeInitializerInherited() {
        final class PillButton: UIButton {
            var configured = false
            override init(frame: CGRect) {
                super.init(frame: frame)
                configured = true
            }
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }
        let button = PillButton(type: .system)
        #expect(button.configured)
        #expect(button.buttonType == .system)
        #expect(PillButton(frame: .zero).buttonType == .custom)
    }
}
