// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace kandesk {
class SettingsRemovals;
enum class SettingsItem;
} // namespace kandesk

namespace kandesk::ui {

// The main window's status bar offer to undo the last delete made in Settings: "Deleted the
// repository “app”. [Undo]", shown while there is something to undo, gone once it is undone or
// dismissed. Undo puts it back through the application's SettingsRemovals.
class UndoRemovalBar final : public QWidget
{
    Q_OBJECT
public:
    explicit UndoRemovalBar(SettingsRemovals &removals, QWidget *parent = nullptr);

    // Shows the offer when there is something to undo (after Settings closed).
    void offer();

public Q_SLOTS:
    void undo();

Q_SIGNALS:
    // It was put back: the views that show such items re-read them.
    void undone(kandesk::SettingsItem item, const QString &what);
    void failed(const QString &why);

private:
    void refresh();

    QPointer<SettingsRemovals> m_removals; // the application's (may go first at shutdown)
    QLabel *m_text = nullptr;
    QPushButton *m_undo = nullptr;
    QPushButton *m_dismiss = nullptr;
    bool m_offered = false;
};

} // namespace kandesk::ui
