//
//  TimerView.swift
//  Recipes
//
//  Created by Anna Petrova on 15.06.2021.
//

import SwiftUI
import Combine
import UserNotifications

struct TimerView: View {

    let title: String
    let duration: TimeInterval
    let onClose: () -> Void

    @State private var remaining: TimeInterval
    @State private var isRunning = false

    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    init(title: String, duration: TimeInterval, onClose: @escaping () -> Void) {
        self.title = title
        self.duration = duration
        self.onClose = onClose
        _remaining = State(initialValue: duration)
    }

    var body: some View {
        VStack(spacing: 32) {
            Text(title)
                .font(.title2.weight(.semibold))
                .multilineTextAlignment(.center)

            ZStack {
                Circle()
                    .stroke(Color.secondary.opacity(0.2), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: CGFloat(progress))
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .animation(.linear(duration: 1), value: remaining)
                Text(formatted(remaining))
                    .font(.system(size: 56, weight: .semibold, design: .monospaced))
            }
            .frame(width: 240, height: 240)

            HStack(spacing: 16) {
                Button(isRunning ? "Pause" : "Start") {
                    isRunning.toggle()
                    if isRunning { scheduleNotification() } else { cancelNotification() }
                }
                .buttonStyle(.borderedProminent)

                Button("Reset") {
                    isRunning = false
                    remaining = duration
                    cancelNotification()
                }
                .buttonStyle(.bordered)
            }

            Spacer()

            Button("Done", action: onClose)
                .font(.headline)
        }
        .padding(24)
        .onReceive(ticker) { _ in
            guard isRunning, remaining > 0 else { return }
            remaining -= 1
            if remaining <= 0 {
                isRunning = false
            }
        }
        .onDisappear(perform: cancelNotification)
    }

    private var progress: Double {
        guard duration > 0 else { return 0 }
        return 1 - remaining / duration
    }

    private func formatted(_ interval: TimeInterval) -> String {
        let total = Int(max(interval, 0))
        return String(format: "%02d:%02d", total / 60, total % 60)
    }

    private var notificationId: String { "cooking-timer-\(title)" }

    private func scheduleNotification() {
        let content = UNMutableNotificationContent()
        content.title = "Timer finished"
        content.body = title
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: max(remaining, 1), repeats: false)
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: notificationId, content: content, trigger: trigger))
    }

    private func cancelNotification() {
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: [notificationId])
    }
}

#if DEBUG
struct TimerView_Previews: PreviewProvider {
    static var previews: some View {
        TimerView(title: "Simmer the sauce", duration: 600, onClose: {})
    }
}
#endif
