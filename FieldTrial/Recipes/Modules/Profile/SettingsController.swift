//
//  SettingsController.swift
//  Recipes
//
//  Created by Ilya Smirnov on 14.01.2021.
//

import UIKit

protocol SettingsView: BaseView {
    var onAboutTap: (() -> Void)? { get set }
    var onLogout: (() -> Void)? { get set }
}

final class SettingsController: UITableViewController, SettingsView {

    var onAboutTap: (() -> Void)?
    var onLogout: (() -> Void)?

    private enum Row {
        case metricUnits
        case notifications
        case about
        case logout
    }

    private let session: SessionStorage
    private var sections: [[Row]] {
        var sections: [[Row]] = [[.metricUnits, .notifications], [.about]]
        if session.isAuthorized {
            sections.append([.logout])
        }
        return sections
    }

    init(session: SessionStorage) {
        self.session = session
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SettingsCell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return sections[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingsCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        cell.accessoryView = nil
        cell.accessoryType = .none

        switch sections[indexPath.section][indexPath.row] {
        case .metricUnits:
            content.text = "Metric units"
            let toggle = UISwitch()
            toggle.isOn = UserDefaults.standard.bool(forKey: "settings.metric")
            toggle.addTarget(self, action: #selector(metricChanged(_:)), for: .valueChanged)
            cell.accessoryView = toggle
        case .notifications:
            content.text = "Notifications"
            cell.accessoryType = .disclosureIndicator
        case .about:
            content.text = "About"
            cell.accessoryType = .disclosureIndicator
        case .logout:
            content.text = "Log out"
            content.textProperties.color = .systemRed
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch sections[indexPath.section][indexPath.row] {
        case .metricUnits:
            break
        case .notifications:
            if let url = URL(string: UIApplication.openNotificationSettingsURLString) {
                UIApplication.shared.open(url)
            }
        case .about:
            onAboutTap?()
        case .logout:
            confirmLogout()
        }
    }

    @objc private func metricChanged(_ sender: UISwitch) {
        UserDefaults.standard.set(sender.isOn, forKey: "settings.metric")
    }

    private func confirmLogout() {
        let alert = UIAlertController(title: "Log out?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Log out", style: .destructive) { [weak self] _ in
            self?.onLogout?()
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}

// MARK: - About

final class AboutController: UIViewController {

    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        view.backgroundColor = .systemBackground

        let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "—"
        let build = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "—"
        textView.text = """
        Recipes \(version) (\(build))

        Made with ♥ by the Recipes team.
        Recipe photos are provided by their authors.
        """
        textView.isEditable = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
    }
}
