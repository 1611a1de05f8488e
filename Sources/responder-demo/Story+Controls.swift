import Foundation
import ResponderKit

/// A screen of standard controls and a text view, each reporting its `.valueChanged` to the demo's log; they
/// stand in a column (a vertical stack view) below the safe area's top, as an iOS settings screen would.
@MainActor
final class ControlsScreen: UIViewController {
    let toggle = UISwitch(frame: .zero)
    let slider = UISlider(frame: .zero)
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    let stepper = UIStepper(frame: .zero)
    let pages = UIPageControl(frame: .zero)
    let notes = UITextView(frame: .zero)
    private let log: DemoLog

    init(log: DemoLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        log = DemoLog()
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pages.numberOfPages = 4
        notes.accessibilityIdentifier = "notes"
        let reports: [(UIControl, String)] = [(toggle, "switch"), (slider, "slider"), (segments, "segments"),
                                              (stepper, "stepper"), (pages, "page control")]
        for (control, name) in reports {
            control.addAction(UIAction { [log, unowned self] _ in log.note("\(name) sent valueChanged: \(self.value(of: control))") },
                              for: .valueChanged)
        }
        let column = UIStackView(arrangedSubviews: [toggle, slider, segments, stepper, pages, notes])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 60),
            column.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
        ])
        // The standard controls' sizes on iOS (the switch and the stepper have fixed ones), and the sizes this
        // screen gives the others.
        let sizes: [(UIView, CGFloat, CGFloat)] = [(toggle, 51, 31), (slider, 240, 34), (segments, 300, 32),
                                                  (stepper, 94, 32), (pages, 200, 30), (notes, 300, 120)]
        for (control, width, height) in sizes {
            NSLayoutConstraint.activate([control.widthAnchor.constraint(equalToConstant: width),
                                         control.heightAnchor.constraint(equalToConstant: height)])
        }
    }

    private func value(of control: UIControl) -> String {
        switch control {
        case let toggle as UISwitch: return toggle.isOn ? "on" : "off"
        case let slider as UISlider: return String(format: "%.2f", slider.value)
        case let segments as UISegmentedControl: return segments.titleForSegment(at: segments.selectedSegmentIndex) ?? "none"
        case let stepper as UIStepper: return String(Int(stepper.value))
        case let pages as UIPageControl: return "page \(pages.currentPage + 1)"
        default: return ""
        }
    }
}

extension Player {
    /// Taps at `point` (screen coordinates): down, 50 ms, up.
    func tap(at point: CGPoint) throws {
        narrator.explainTouch(at: point, in: app.window)
        try send(.touch(HostTouch(id: 1, action: .down, location: point)))
        clock.advance(by: 0.05)
        try send(.touch(HostTouch(id: 1, action: .up, location: point)))
    }

    /// The controls screen, presented over the demo's controller if it is not already.
    func controlsScreen() -> ControlsScreen {
        if let screen = app.controller.presentedViewController as? ControlsScreen { return screen }
        let screen = ControlsScreen(log: app.log)
        app.controller.present(screen, animated: false)
        // The taps below aim at where the controls are, so the constraints are solved first.
        screen.view.window?.layoutIfNeeded()
        return screen
    }
}

extension Story {
    /// The scenes of the standard controls: values change only from touches, and each sends `.valueChanged`.
    @MainActor
    static let controlScenes: [Scene] = [
        Scene(title: "Tap the standard controls",
              lesson: "A tap flips the switch (Q8), selects a segment when the finger lifts (Q11), steps the "
                  + "stepper on touch-down on its trailing half (Q16) and moves the page control one page toward "
                  + "the side tapped (Q21); each sends valueChanged with the new value already set.") { player in
            let screen = player.controlsScreen()
            try player.tap(screen.toggle)
            try player.tap(at: screen.segments.convertToScreen(CGPoint(x: 150, y: 16)))
            try player.tap(at: screen.stepper.convertToScreen(CGPoint(x: screen.stepper.bounds.width * 0.75, y: 16)))
            try player.tap(at: screen.pages.convertToScreen(CGPoint(x: 190, y: 15)))
        },
        Scene(title: "Drag the slider's thumb",
              lesson: "Tracking begins only on the thumb (Q4); the value follows the finger and a continuous "
                  + "slider sends valueChanged as it moves (Q5, Q6). Setting a value in code sends nothing (Q1).") { player in
            let slider = player.controlsScreen().slider
            let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                         value: slider.value)
            let start = slider.convertToScreen(CGPoint(x: thumb.midX, y: thumb.midY))
            try player.send(.touch(HostTouch(id: 1, action: .down, location: start)))
            for step in 1...3 {
                try player.send(.touch(HostTouch(id: 1, action: .move,
                                                 location: CGPoint(x: start.x + CGFloat(step) * 40, y: start.y))))
            }
            try player.send(.touch(HostTouch(id: 1, action: .up, location: CGPoint(x: start.x + 120, y: start.y))))
            slider.setValue(0, animated: false)
            player.narrator.say("set to 0 in code: slider value \(slider.value), nothing sent")
        },
        Scene(title: "Type two lines in a text view",
              lesson: "A tap makes the editable text view first responder (Q29); Return inserts a newline instead "
                  + "of ending editing (Q32).") { player in
            let screen = player.controlsScreen()
            try player.tap(screen.notes)
            try player.send(.text(.insert("Milk\nEggs")))
            player.narrator.say("the text view holds \((screen.notes.text ?? "").debugDescription), "
                                + "first responder: \(screen.notes.isFirstResponder)")
            screen.notes.resignFirstResponder()
            player.app.controller.dismiss(animated: false)
        },
    ]
}
