// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>

#include <memory>

class QFile;

namespace kandesk::agentctl {

// Every ACP message of one agent connection, written to a file of its own in the folder that
// KANDESK_ACP_TRACE_DIR names (the tests' conformance mode: tests/support/acp-conformance.py checks
// each against ACP's schema); nothing when it is unset. A line a message: "> " and what agentctl
// sent, or "< " and what it received.
class MessageTrace final
{
public:
    // Null unless KANDESK_ACP_TRACE_DIR names a folder that can take a new file.
    static std::unique_ptr<MessageTrace> fromEnvironment();
    ~MessageTrace();

    void sent(const QByteArray &line);
    void received(const QByteArray &line);

private:
    explicit MessageTrace(std::unique_ptr<QFile> file);
    void write(char direction, const QByteArray &line);

    std::unique_ptr<QFile> m_file;
};

} // namespace kandesk::agentctl
