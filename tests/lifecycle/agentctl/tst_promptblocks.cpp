// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A prompt's attachments as ACP content blocks, and the checks of an image: the agent's prompt
// capabilities decide between a link and embedded text, and refuse images where it takes none.
#include "lifecycle/agentctl/promptblocks.h"
#include "support/testimages.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestPromptBlocks : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void anImageIsAnImageBlock()
    {
        const QString path = test::writeFile(m_dir.filePath(s("shot.png")), test::tinyPng());
        auto image = PromptAttachment::imageFile(path);
        QVERIFY2(image.ok(), qPrintable(image.error()));
        QCOMPARE(image->mimeType, s("image/png"));
        auto blocks = promptBlocks(s("look"), { image.value() }, { true, true, false });
        QVERIFY(blocks.ok());
        QCOMPARE(blocks->size(), 2);
        const QJsonObject block = blocks->at(1).toObject();
        QCOMPARE(block.value(s("type")).toString(), s("image"));
        QCOMPARE(QByteArray::fromBase64(block.value(s("data")).toString().toLatin1()), test::tinyPng());
        QCOMPARE(block.value(s("uri")).toString(), QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString());
    }

    void anAgentWithoutImagesRefusesThem()
    {
        auto image = PromptAttachment::image(s("pasted.png"), test::tinyPng());
        QVERIFY(image.ok());
        auto blocks = promptBlocks(s("look"), { image.value() }, { true, false, false });
        QVERIFY(!blocks.ok());
        QCOMPARE(blocks.error(), s("this agent does not take images (pasted.png not sent)"));
        // Unknown capabilities (an attached agent): agentctl decides.
        QVERIFY(promptBlocks(s("look"), { image.value() }, {}).ok());
    }

    void imagesAreChecked()
    {
        QVERIFY(
            PromptAttachment::imageFile(m_dir.filePath(s("none.png"))).error().endsWith(s("none.png: no such file")));
        const QString words = test::writeFile(m_dir.filePath(s("words.png")), "hello\n");
        QVERIFY(PromptAttachment::imageFile(words).error().startsWith(s("words.png is not an image")));
        const QString big
            = test::writeFile(m_dir.filePath(s("big.png")), test::oversizedPng(PromptAttachment::kMaxImageBytes));
        QCOMPARE(PromptAttachment::imageFile(big).error(), s("big.png is 5.0 MiB: images are limited to 5 MiB each"));
    }

    void aFileIsALinkOrItsText()
    {
        QDir(m_dir.path()).mkpath(s("src"));
        const QString path = test::writeFile(m_dir.filePath(s("src/main.cpp")), "int main() {}\n");
        const PromptAttachment file = PromptAttachment::file(path, s("src/main.cpp"));
        const QString uri = QUrl::fromLocalFile(path).toString();

        auto linked = promptBlocks(s("explain"), { file }, { true, false, false });
        QVERIFY(linked.ok());
        const QJsonObject link = linked->at(1).toObject();
        QCOMPARE(link.value(s("type")).toString(), s("resource_link"));
        QCOMPARE(link.value(s("uri")).toString(), uri);
        QCOMPARE(link.value(s("name")).toString(), s("src/main.cpp"));

        auto embedded = promptBlocks(s("explain"), { file }, { true, false, true });
        QVERIFY(embedded.ok());
        const QJsonObject resource = embedded->at(1).toObject().value(s("resource")).toObject();
        QCOMPARE(embedded->at(1).toObject().value(s("type")).toString(), s("resource"));
        QCOMPARE(resource.value(s("uri")).toString(), uri);
        QCOMPARE(resource.value(s("text")).toString(), s("int main() {}\n"));

        // Over the embedded limit it stays a link.
        const QString large = test::writeFile(
            m_dir.filePath(s("large.txt")), QByteArray(PromptAttachment::kMaxEmbeddedTextBytes + 1, 'a'));
        auto big = promptBlocks({}, { PromptAttachment::file(large, s("large.txt")) }, { true, false, true });
        QVERIFY(big.ok());
        QCOMPARE(big->size(), 1);
        QCOMPARE(big->at(0).toObject().value(s("type")).toString(), s("resource_link"));
    }
};

QTEST_GUILESS_MAIN(TestPromptBlocks)
#include "tst_promptblocks.moc"
