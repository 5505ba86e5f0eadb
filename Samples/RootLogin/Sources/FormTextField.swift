//
//  FormTextField.swift
//  RootLogin
//

import UIKit

/// A text field with padding, a rounded border and a simple non-empty check.
final class FormTextField: UITextField {
    private let padding = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)

    convenience init(placeholder: String) {
        self.init(frame: .zero)
        self.placeholder = placeholder
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .none
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        autocapitalizationType = .none
        autocorrectionType = .no
        heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var isValid: Bool {
        return !(text ?? "").trimmingCharacters(in: .whitespaces).isEmpty
    }

    override func textRect(forBounds bounds: CGRect) -> CGRect {
        return bounds.inset(by: padding)
    }

    override func editingRect(forBounds bounds: CGRect) -> CGRect {
        return bounds.inset(by: padding)
    }

    override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        return bounds.inset(by: padding)
    }
}
