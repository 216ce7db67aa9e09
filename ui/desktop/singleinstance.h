// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>

class QLocalServer;

namespace kandesk::ui {

// One Kandesk per data home and user: the first process listens on a local socket; a later one
// hands its command line to it and exits, so the running window is raised instead of a second
// window opening on the same database. The running instance then does what the new start asked
// for (requestOf(): raise the window, or open the quick chat with `kandesk --quick-chat`).
class SingleInstance final : public QObject
{
    Q_OBJECT
public:
    // key identifies the instance (e.g. the data home's path); it is hashed into the socket name.
    explicit SingleInstance(const QString &key, QObject *parent = nullptr);
    ~SingleInstance() override;

    enum class Role { Primary, Secondary, Failed };

    // What a start of Kandesk asks the running instance for.
    enum class Request { ShowWindow, QuickChat };
    // `--quick-chat` on the command line: the quick chat; anything else: the window.
    static Request requestOf(const QStringList &arguments);
    static QString quickChatOption() { return QStringLiteral("quick-chat"); }

    // Becomes the primary instance, or hands arguments to the running one (Secondary). A socket
    // left behind by a crashed primary is cleaned up and taken over. Waits at most timeoutMs for
    // the running instance to acknowledge — this runs before any window exists.
    Role claim(const QStringList &arguments, int timeoutMs = 3000);
    QString errorString() const { return m_error; }
    QString serverName() const { return m_serverName; }

Q_SIGNALS:
    // In the primary: another start of Kandesk handed over its arguments.
    void activated(const QStringList &arguments);

private:
    bool handOff(const QStringList &arguments, int timeoutMs);
    void acceptConnections();

    QString m_serverName;
    QString m_error;
    QLocalServer *m_server = nullptr;
};

} // namespace kandesk::ui
