// Pattern: an order form with a UIStepper for the quantity and a UISwitch for an option, each `.valueChanged`
// action recomputing a total shown in a label; the stepper's bounds and step are set in code, which sends
// nothing, and the switch is turned on in code for returning customers.
// Ported: #selector(...) -> .quantityChanged, .giftWrapToggled; @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let quantityChanged: Selector = "quantityChanged:"
    static let giftWrapToggled: Selector = "giftWrapToggled:"
}

class TicketOrderFormViewController: UIViewController {
    static let ticketPrice = 12
    static let giftWrapPrice = 3

    let quantityStepper = UIStepper()
    let quantityLabel = UILabel()
    let giftWrapSwitch = UISwitch()
    let totalLabel = UILabel()
    var isReturningCustomer = false
    private(set) var recalculations = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.quantityChanged, TicketOrderFormViewController.quantityChanged)
        table.add(.giftWrapToggled, TicketOrderFormViewController.giftWrapToggled)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        quantityStepper.frame.origin = CGPoint(x: 260, y: 120)
        quantityLabel.frame = CGRect(x: 20, y: 120, width: 200, height: 32)
        giftWrapSwitch.frame.origin = CGPoint(x: 300, y: 180)
        totalLabel.frame = CGRect(x: 20, y: 240, width: 300, height: 32)
        for view in [quantityStepper, quantityLabel, giftWrapSwitch, totalLabel] as [UIView] {
            self.view.addSubview(view)
        }

        quantityStepper.minimumValue = 1
        quantityStepper.maximumValue = 8
        quantityStepper.stepValue = 1
        quantityStepper.value = 1
        quantityStepper.addTarget(self, action: .quantityChanged, for: .valueChanged)
        giftWrapSwitch.addTarget(self, action: .giftWrapToggled, for: .valueChanged)
        if isReturningCustomer {
            giftWrapSwitch.setOn(true, animated: false)
        }
        updateTotal()
    }

    func quantityChanged(_ sender: UIStepper) {
        quantityLabel.text = "\(Int(sender.value)) tickets"
        updateTotal()
    }

    func giftWrapToggled(_ sender: UISwitch) {
        updateTotal()
    }

    var total: Int {
        let tickets = Int(quantityStepper.value) * TicketOrderFormViewController.ticketPrice
        return tickets + (giftWrapSwitch.isOn ? TicketOrderFormViewController.giftWrapPrice : 0)
    }

    private func updateTotal() {
        recalculations += 1
        totalLabel.text = "Total: $\(total)"
    }
}
