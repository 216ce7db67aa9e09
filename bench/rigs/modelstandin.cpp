// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "modelstandin.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QAbstractHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QRegularExpression>

namespace kandesk::bench {

namespace {

struct HttpResponse {
    int status = 200;
    QByteArray contentType = "application/json";
    QByteArray body;
};

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray sseEvent(const QString &event, const QJsonObject &data)
{
    return (event.isEmpty() ? QByteArray() : "event: " + event.toUtf8() + '\n') + "data: " + json(data) + "\n\n";
}

// The answer in pieces of about three words, so that a stream has several deltas.
QStringList piecesOf(const QString &text)
{
    const QStringList words = text.split(QLatin1Char(' '));
    QStringList pieces;
    for (qsizetype i = 0; i < words.size(); i += 3)
        pieces.append(words.mid(i, 3).join(QLatin1Char(' ')) + (i + 3 < words.size() ? QStringLiteral(" ") : QString()));
    return pieces;
}

HttpResponse notFound(const QString &path)
{
    return { 404, "application/json",
        json({ { QStringLiteral("error"),
            QJsonObject { { QStringLiteral("type"), QStringLiteral("not_found_error") },
                { QStringLiteral("message"), QString(QStringLiteral("stand-in: unknown endpoint ") + path) } } } }) };
}

HttpResponse anthropicMessages(const QJsonObject &body)
{
    const QString model = body.value(QStringLiteral("model")).toString(QStringLiteral("claude-sonnet-4-5"));
    const QString text = ModelStandIn::answerText();
    const QJsonObject usage { { QStringLiteral("input_tokens"), 10 }, { QStringLiteral("output_tokens"), 8 },
        { QStringLiteral("cache_creation_input_tokens"), 0 }, { QStringLiteral("cache_read_input_tokens"), 0 } };
    QJsonObject message { { QStringLiteral("id"), QStringLiteral("msg_standin") },
        { QStringLiteral("type"), QStringLiteral("message") }, { QStringLiteral("role"), QStringLiteral("assistant") },
        { QStringLiteral("model"), model }, { QStringLiteral("stop_sequence"), QJsonValue::Null },
        { QStringLiteral("usage"), usage } };
    // The agents' side requests (titles, quota checks) are not streamed.
    if (!body.value(QStringLiteral("stream")).toBool()) {
        message.insert(QStringLiteral("content"),
            QJsonArray { QJsonObject { { QStringLiteral("type"), QStringLiteral("text") }, { QStringLiteral("text"), text } } });
        message.insert(QStringLiteral("stop_reason"), QStringLiteral("end_turn"));
        return { 200, "application/json", json(message) };
    }
    message.insert(QStringLiteral("content"), QJsonArray {});
    message.insert(QStringLiteral("stop_reason"), QJsonValue::Null);
    QByteArray stream = sseEvent(QStringLiteral("message_start"),
        { { QStringLiteral("type"), QStringLiteral("message_start") }, { QStringLiteral("message"), message } });
    stream += sseEvent(QStringLiteral("content_block_start"),
        { { QStringLiteral("type"), QStringLiteral("content_block_start") }, { QStringLiteral("index"), 0 },
            { QStringLiteral("content_block"),
                QJsonObject { { QStringLiteral("type"), QStringLiteral("text") }, { QStringLiteral("text"), QString() } } } });
    for (const QString &piece : piecesOf(text))
        stream += sseEvent(QStringLiteral("content_block_delta"),
            { { QStringLiteral("type"), QStringLiteral("content_block_delta") }, { QStringLiteral("index"), 0 },
                { QStringLiteral("delta"),
                    QJsonObject { { QStringLiteral("type"), QStringLiteral("text_delta") }, { QStringLiteral("text"), piece } } } });
    stream += sseEvent(QStringLiteral("content_block_stop"),
        { { QStringLiteral("type"), QStringLiteral("content_block_stop") }, { QStringLiteral("index"), 0 } });
    stream += sseEvent(QStringLiteral("message_delta"),
        { { QStringLiteral("type"), QStringLiteral("message_delta") },
            { QStringLiteral("delta"),
                QJsonObject { { QStringLiteral("stop_reason"), QStringLiteral("end_turn") },
                    { QStringLiteral("stop_sequence"), QJsonValue::Null } } },
            { QStringLiteral("usage"), QJsonObject { { QStringLiteral("output_tokens"), 8 } } } });
    stream += sseEvent(QStringLiteral("message_stop"), { { QStringLiteral("type"), QStringLiteral("message_stop") } });
    return { 200, "text/event-stream", stream };
}

HttpResponse anthropicModels()
{
    const QString id = QStringLiteral("claude-sonnet-4-5");
    return { 200, "application/json",
        json({ { QStringLiteral("data"),
                   QJsonArray { QJsonObject { { QStringLiteral("id"), id }, { QStringLiteral("type"), QStringLiteral("model") },
                       { QStringLiteral("display_name"), QStringLiteral("Claude Sonnet 4.5") },
                       { QStringLiteral("created_at"), QStringLiteral("2025-09-29T00:00:00Z") } } } },
            { QStringLiteral("has_more"), false }, { QStringLiteral("first_id"), id }, { QStringLiteral("last_id"), id } }) };
}

// An object of the requested JSON schema: gemini-cli's side calls (next speaker, model routing)
// ask for one and fail on plain text.
QJsonObject objectOfSchema(const QJsonObject &schema)
{
    QJsonObject object;
    const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        const QJsonObject property = it.value().toObject();
        const QString type = property.value(QStringLiteral("type")).toString().toLower();
        if (property.contains(QStringLiteral("enum")))
            object.insert(it.key(), property.value(QStringLiteral("enum")).toArray().first());
        else if (type == QLatin1String("boolean"))
            object.insert(it.key(), false);
        else if (type == QLatin1String("number") || type == QLatin1String("integer"))
            object.insert(it.key(), 0);
        else if (type == QLatin1String("array"))
            object.insert(it.key(), QJsonArray {});
        else if (type == QLatin1String("object"))
            object.insert(it.key(), QJsonObject {});
        else
            object.insert(it.key(), QStringLiteral("standin"));
    }
    if (object.contains(QStringLiteral("next_speaker")))
        object.insert(QStringLiteral("next_speaker"), QStringLiteral("user"));
    if (object.contains(QStringLiteral("model_choice")))
        object.insert(QStringLiteral("model_choice"), QStringLiteral("flash"));
    return object;
}

HttpResponse gemini(const QString &model, const QString &method, const QJsonObject &body)
{
    if (method == QLatin1String("countTokens"))
        return { 200, "application/json", json({ { QStringLiteral("totalTokens"), 10 } }) };
    QString text = ModelStandIn::answerText();
    QJsonObject config = body.value(QStringLiteral("generationConfig")).toObject();
    if (config.isEmpty())
        config = body.value(QStringLiteral("config")).toObject();
    const QJsonObject schema = config.contains(QStringLiteral("responseJsonSchema"))
        ? config.value(QStringLiteral("responseJsonSchema")).toObject()
        : config.value(QStringLiteral("responseSchema")).toObject();
    if (config.value(QStringLiteral("responseMimeType")).toString() == QLatin1String("application/json") || !schema.isEmpty())
        text = QString::fromUtf8(json(objectOfSchema(schema)));
    auto candidate = [&model](const QString &piece, bool last) {
        QJsonObject one { { QStringLiteral("content"),
                              QJsonObject { { QStringLiteral("parts"), QJsonArray { QJsonObject { { QStringLiteral("text"), piece } } } },
                                  { QStringLiteral("role"), QStringLiteral("model") } } },
            { QStringLiteral("index"), 0 } };
        if (last)
            one.insert(QStringLiteral("finishReason"), QStringLiteral("STOP"));
        return QJsonObject { { QStringLiteral("candidates"), QJsonArray { one } },
            { QStringLiteral("usageMetadata"),
                QJsonObject { { QStringLiteral("promptTokenCount"), 10 }, { QStringLiteral("candidatesTokenCount"), 8 },
                    { QStringLiteral("totalTokenCount"), 18 } } },
            { QStringLiteral("modelVersion"), model } };
    };
    if (method != QLatin1String("streamGenerateContent"))
        return { 200, "application/json", json(candidate(text, true)) };
    const QStringList pieces = piecesOf(text);
    QByteArray stream;
    for (qsizetype i = 0; i < pieces.size(); ++i)
        stream += sseEvent({}, candidate(pieces.at(i), i + 1 == pieces.size()));
    return { 200, "text/event-stream", stream };
}

HttpResponse openAiResponses(const QJsonObject &body)
{
    const QString text = ModelStandIn::answerText();
    const QString itemId = QStringLiteral("msg_standin");
    QJsonObject response { { QStringLiteral("id"), QStringLiteral("resp_standin") },
        { QStringLiteral("object"), QStringLiteral("response") },
        { QStringLiteral("created_at"), QDateTime::currentSecsSinceEpoch() },
        { QStringLiteral("model"), body.value(QStringLiteral("model")).toString(QStringLiteral("gpt-5")) },
        { QStringLiteral("status"), QStringLiteral("in_progress") }, { QStringLiteral("output"), QJsonArray {} } };
    const QJsonObject part { { QStringLiteral("type"), QStringLiteral("output_text") }, { QStringLiteral("text"), text },
        { QStringLiteral("annotations"), QJsonArray {} } };
    const QJsonObject item { { QStringLiteral("id"), itemId }, { QStringLiteral("type"), QStringLiteral("message") },
        { QStringLiteral("status"), QStringLiteral("completed") }, { QStringLiteral("role"), QStringLiteral("assistant") },
        { QStringLiteral("content"), QJsonArray { part } } };
    QJsonObject completed = response;
    completed.insert(QStringLiteral("status"), QStringLiteral("completed"));
    completed.insert(QStringLiteral("output"), QJsonArray { item });
    completed.insert(QStringLiteral("usage"),
        QJsonObject { { QStringLiteral("input_tokens"), 10 },
            { QStringLiteral("input_tokens_details"), QJsonObject { { QStringLiteral("cached_tokens"), 0 } } },
            { QStringLiteral("output_tokens"), 8 },
            { QStringLiteral("output_tokens_details"), QJsonObject { { QStringLiteral("reasoning_tokens"), 0 } } },
            { QStringLiteral("total_tokens"), 18 } });
    if (body.value(QStringLiteral("stream")) == QJsonValue(false))
        return { 200, "application/json", json(completed) };

    QByteArray stream;
    int sequence = 0;
    auto event = [&stream, &sequence](const QString &type, QJsonObject data) {
        data.insert(QStringLiteral("type"), type);
        data.insert(QStringLiteral("sequence_number"), sequence++);
        stream += sseEvent(type, data);
    };
    QJsonObject addedItem = item;
    addedItem.insert(QStringLiteral("status"), QStringLiteral("in_progress"));
    addedItem.insert(QStringLiteral("content"), QJsonArray {});
    QJsonObject emptyPart = part;
    emptyPart.insert(QStringLiteral("text"), QString());
    const QJsonObject at { { QStringLiteral("item_id"), itemId }, { QStringLiteral("output_index"), 0 },
        { QStringLiteral("content_index"), 0 } };
    auto with = [](QJsonObject object, const QString &key, const QJsonValue &value) {
        object.insert(key, value);
        return object;
    };
    event(QStringLiteral("response.created"), { { QStringLiteral("response"), response } });
    event(QStringLiteral("response.in_progress"), { { QStringLiteral("response"), response } });
    event(QStringLiteral("response.output_item.added"), { { QStringLiteral("output_index"), 0 }, { QStringLiteral("item"), addedItem } });
    event(QStringLiteral("response.content_part.added"), with(at, QStringLiteral("part"), emptyPart));
    for (const QString &piece : piecesOf(text))
        event(QStringLiteral("response.output_text.delta"), with(at, QStringLiteral("delta"), piece));
    event(QStringLiteral("response.output_text.done"), with(at, QStringLiteral("text"), text));
    event(QStringLiteral("response.content_part.done"), with(at, QStringLiteral("part"), part));
    event(QStringLiteral("response.output_item.done"), { { QStringLiteral("output_index"), 0 }, { QStringLiteral("item"), item } });
    event(QStringLiteral("response.completed"), { { QStringLiteral("response"), completed } });
    return { 200, "text/event-stream", stream };
}

HttpResponse answer(const QHttpServerRequest &request)
{
    static const QRegularExpression geminiCall(QStringLiteral("/models/([^/:]+):(\\w+)$"));
    const QString path = request.url().path();
    const QJsonObject body = QJsonDocument::fromJson(request.body()).object(); // empty unless a JSON object
    const bool post = request.method() == QHttpServerRequest::Method::Post;
    if (post && path.endsWith(QLatin1String("/v1/messages/count_tokens")))
        return { 200, "application/json", json({ { QStringLiteral("input_tokens"), 10 } }) };
    if (post && path.endsWith(QLatin1String("/v1/messages")))
        return anthropicMessages(body);
    if (request.method() == QHttpServerRequest::Method::Get && path.endsWith(QLatin1String("/v1/models")))
        return anthropicModels();
    if (const auto match = geminiCall.match(path); match.hasMatch())
        return gemini(match.captured(1), match.captured(2), body);
    if (post && path.endsWith(QLatin1String("/responses")))
        return openAiResponses(body);
    return notFound(path);
}

QString methodName(QHttpServerRequest::Method method)
{
    switch (method) {
    case QHttpServerRequest::Method::Get:
        return QStringLiteral("GET");
    case QHttpServerRequest::Method::Post:
        return QStringLiteral("POST");
    case QHttpServerRequest::Method::Head:
        return QStringLiteral("HEAD");
    default:
        return QStringLiteral("OTHER");
    }
}

} // namespace

class StandInServer final : public QAbstractHttpServer
{
public:
    QStringList requests() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_requests;
    }

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        const HttpResponse response = answer(request);
        QHttpServerResponder responder = makeResponder(request, socket);
        const auto status = QHttpServerResponder::StatusCode(response.status);
        if (request.method() == QHttpServerRequest::Method::Head)
            responder.write(status); // no body (Claude Code checks the base URL with one)
        else
            responder.write(response.body, response.contentType, status);
        const QMutexLocker lock(&m_mutex);
        m_requests.append(QStringLiteral("%1 %2 -> %3").arg(methodName(request.method()), request.url().path()).arg(response.status));
        return true;
    }

    void missingHandler(const QHttpServerRequest &, QTcpSocket *) override { } // handleRequest answers every request

private:
    mutable QMutex m_mutex;
    QStringList m_requests;
};

ModelStandIn::ModelStandIn()
{
    m_thread.setObjectName(QStringLiteral("model stand-in"));
}

ModelStandIn::~ModelStandIn()
{
    m_thread.quit();
    m_thread.wait();
    delete m_server;
}

QString ModelStandIn::start()
{
    m_server = new StandInServer;
    m_server->moveToThread(&m_thread);
    m_thread.start();
    QString why;
    QMetaObject::invokeMethod(
        m_server,
        [this, &why] {
            m_port = m_server->listen(QHostAddress::LocalHost);
            if (m_port == 0)
                why = QStringLiteral("the model stand-in cannot listen on loopback");
        },
        Qt::BlockingQueuedConnection);
    return why;
}

QString ModelStandIn::baseUrl() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(m_port);
}

QStringList ModelStandIn::requests() const
{
    return m_server ? m_server->requests() : QStringList();
}

QString ModelStandIn::answerText()
{
    return QStringLiteral("Hi! How can I help you today?");
}

} // namespace kandesk::bench
