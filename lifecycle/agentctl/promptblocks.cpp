// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "promptblocks.h"

#include <QCoreApplication>
#include <QFile>
#include <QMimeDatabase>
#include <QStringDecoder>
#include <QUrl>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "PromptBlocksWords".
struct PromptBlocksWords {
    Q_DECLARE_TR_FUNCTIONS(PromptBlocksWords)
};

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

bool isTextMime(const QString &mimeType)
{
    const QMimeType mime = QMimeDatabase().mimeTypeForName(mimeType);
    return mime.isValid() && mime.inherits(QStringLiteral("text/plain"));
}

// The file's text when it is small enough and valid UTF-8, else nothing.
std::optional<QString> embeddableText(const PromptAttachment &file)
{
    if (file.size > PromptAttachment::kMaxEmbeddedTextBytes || !isTextMime(file.mimeType))
        return std::nullopt;
    QFile in(file.path);
    if (!in.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = in.read(PromptAttachment::kMaxEmbeddedTextBytes + 1);
    if (bytes.size() > PromptAttachment::kMaxEmbeddedTextBytes)
        return std::nullopt;
    QStringDecoder decode(QStringDecoder::Utf8);
    const QString text = decode(bytes);
    if (decode.hasError())
        return std::nullopt;
    return text;
}

QJsonObject fileBlock(const PromptAttachment &file, const PromptCapabilities &capabilities)
{
    const QString uri = QUrl::fromLocalFile(file.path).toString(QUrl::FullyEncoded);
    if (capabilities.embeddedContext) {
        if (auto text = embeddableText(file)) {
            return { { key("type"), key("resource") },
                { key("resource"),
                    QJsonObject { { key("uri"), uri }, { key("mimeType"), file.mimeType }, { key("text"), *text } } } };
        }
    }
    QJsonObject link { { key("type"), key("resource_link") }, { key("uri"), uri }, { key("name"), file.name },
        { key("size"), file.size } };
    if (!file.mimeType.isEmpty())
        link.insert(key("mimeType"), file.mimeType);
    return link;
}

} // namespace

PromptCapabilities PromptCapabilities::fromInitializeAnswer(const QJsonObject &answer)
{
    const QJsonObject prompt
        = answer.value(key("agent_capabilities")).toObject().value(key("promptCapabilities")).toObject();
    return { true, prompt.value(key("image")).toBool(), prompt.value(key("embeddedContext")).toBool() };
}

Expected<QJsonArray> promptBlocks(
    const QString &text, const PromptAttachments &attachments, const PromptCapabilities &capabilities)
{
    QJsonArray blocks;
    if (!text.isEmpty() || attachments.isEmpty())
        blocks.append(QJsonObject { { key("type"), key("text") }, { key("text"), text } });
    for (const PromptAttachment &attachment : attachments) {
        if (attachment.kind == PromptAttachment::Kind::File) {
            blocks.append(fileBlock(attachment, capabilities));
            continue;
        }
        if (capabilities.known && !capabilities.image)
            return Error {
                PromptBlocksWords::tr("this agent does not take images (%1 not sent)").arg(attachment.name)
            };
        QJsonObject image { { key("type"), key("image") }, { key("mimeType"), attachment.mimeType },
            { key("data"), QString::fromLatin1(attachment.data.toBase64()) } };
        if (!attachment.path.isEmpty())
            image.insert(key("uri"), QUrl::fromLocalFile(attachment.path).toString(QUrl::FullyEncoded));
        blocks.append(image);
    }
    return blocks;
}

} // namespace kandesk
