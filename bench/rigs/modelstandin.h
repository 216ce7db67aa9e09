// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>
#include <QThread>

namespace kandesk::bench {

class StandInServer;

// A loopback stand-in for the streaming APIs of the models real agents call, answering at once
// with one short text (no artificial delay), on a thread of its own so that the bench's GUI
// thread never delays an answer. Qt's HTTP server (keep-alive); streams are Server-Sent Events sent
// whole. It answers:
//   Anthropic: POST …/v1/messages (SSE when "stream", else JSON), POST …/v1/messages/count_tokens,
//              GET …/v1/models
//   Gemini:    …/models/<model>:streamGenerateContent (SSE), :generateContent (JSON; a JSON-schema
//              request gets an object of that schema), :countTokens
//   OpenAI:    POST …/responses (SSE unless "stream" is false)
// Everything else is a 404 with a JSON error.
class ModelStandIn final
{
public:
    ModelStandIn();
    ~ModelStandIn();
    ModelStandIn(const ModelStandIn &) = delete;
    ModelStandIn &operator=(const ModelStandIn &) = delete;

    // Listens on 127.0.0.1 (an ephemeral port); empty when it does, else why not.
    QString start();
    QString baseUrl() const; // http://127.0.0.1:PORT
    // "METHOD path -> status" of every request answered so far (to say what an agent asked).
    QStringList requests() const;

    static QString answerText();

private:
    QThread m_thread;
    StandInServer *m_server = nullptr; // lives on m_thread
    quint16 m_port = 0;
};

} // namespace kandesk::bench
