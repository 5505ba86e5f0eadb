import SwiftUI

enum AccountSheet: Identifiable {
    case settings, help
    var id: Self { self }
}

/// The account tab presents its sheets through the app's own modifier, with a method as content.
struct AccountView: View {
    @State private var sheet: AccountSheet?

    var body: some View {
        VStack {
            Button("Settings") { sheet = .settings }
            Button("Help") { sheet = .help }
        }
        .boutiqueSheet(item: $sheet, content: content)
    }

    func content(for sheet: AccountSheet) -> some View {
        switch sheet {
        case .settings: SettingsView()
        case .help: HelpView()
        }
    }
}

extension View {
    /// The app's sheet style: a sheet with a large detent.
    func boutiqueSheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item) { value in
            content(value).presentationDetents([.large])
        }
    }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}
