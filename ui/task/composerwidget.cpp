// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "composerwidget.h"

#include "ui/task/attachments/composerattachments.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

QString withShortcut(const QString &what, const QKeySequence &keys)
{
    return QStringLiteral("%1 (%2)").arg(what, keys.toString(QKeySequence::NativeText));
}

} // namespace

ComposerWidget::ComposerWidget(QWidget *parent)
    : QWidget(parent)
    , m_editor(new QPlainTextEdit(this))
    , m_send(new QPushButton(tr("Send"), this))
    , m_cancel(new QPushButton(tr("Cancel turn"), this))
    , m_stop(new QPushButton(tr("Stop agent"), this))
{
    m_attachments = new ComposerAttachments(m_editor, this);
    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("composerNotice"));
    m_notice->setWordWrap(true);
    m_notice->setForegroundRole(QPalette::PlaceholderText);
    m_notice->hide();
    setObjectName(QStringLiteral("composer"));
    m_editor->setObjectName(QStringLiteral("composerEditor"));
    m_editor->installEventFilter(this);
    m_send->setObjectName(QStringLiteral("composerSend"));
    m_cancel->setObjectName(QStringLiteral("composerCancel"));
    m_stop->setObjectName(QStringLiteral("composerStop"));

    const QKeySequence sendKeys(Qt::CTRL | Qt::Key_Return);
    const QKeySequence cancelKeys(Qt::Key_Escape);
    const QKeySequence cancelKeysAlt(Qt::CTRL | Qt::Key_Period);
    const QKeySequence stopKeys(Qt::CTRL | Qt::SHIFT | Qt::Key_S);

    m_editor->setPlaceholderText(
        tr("Ask the agent for the next step… (%1 to send)").arg(sendKeys.toString(QKeySequence::NativeText)));
    m_editor->setTabChangesFocus(true);
    m_editor->setAccessibleName(tr("Prompt"));
    const QFontMetrics metrics(m_editor->font());
    // Room for a few lines; longer prompts scroll. The transcript keeps the rest of the height.
    m_editor->setFixedHeight(metrics.lineSpacing() * 4 + 2 * m_editor->frameWidth() + 8);
    m_editor->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    m_send->setToolTip(withShortcut(tr("Send the prompt to the agent"), sendKeys));
    m_cancel->setToolTip(
        tr("Cancel the running turn (%1 or %2)")
            .arg(cancelKeys.toString(QKeySequence::NativeText), cancelKeysAlt.toString(QKeySequence::NativeText)));
    m_stop->setToolTip(withShortcut(tr("Stop the agent process"), stopKeys));
    m_send->setDefault(true);
    for (QPushButton *button : { m_send, m_cancel, m_stop })
        button->setAutoDefault(false);

    auto *buttons = new QVBoxLayout;
    buttons->setSpacing(6);
    buttons->addWidget(m_send);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_stop);
    buttons->addStretch(1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 8, 12, 10);
    layout->setSpacing(8);
    auto *prompt = new QVBoxLayout;
    prompt->setSpacing(0);
    prompt->addWidget(m_attachments->strip());
    prompt->addWidget(m_editor);
    prompt->addWidget(m_notice);
    layout->addLayout(prompt, 1);
    layout->addLayout(buttons);

    connect(m_send, &QPushButton::clicked, this, &ComposerWidget::submit);
    connect(m_cancel, &QPushButton::clicked, this, &ComposerWidget::cancel);
    connect(m_stop, &QPushButton::clicked, this, &ComposerWidget::requestStop);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &ComposerWidget::updateButtons);
    connect(m_attachments, &ComposerAttachments::changed, this, [this] {
        showNotice({});
        updateButtons();
    });
    connect(m_attachments, &ComposerAttachments::refused, this, &ComposerWidget::showNotice);

    auto shortcut = [this](const QKeySequence &keys, auto slot) {
        auto *s = new QShortcut(keys, this);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, slot);
        return s;
    };
    shortcut(sendKeys, &ComposerWidget::submit);
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Enter), &ComposerWidget::submit);
    shortcut(cancelKeys, &ComposerWidget::cancel);
    m_cancelAltShortcut = shortcut(cancelKeysAlt, &ComposerWidget::cancel);
    m_stopShortcut = shortcut(stopKeys, &ComposerWidget::requestStop);
    updateButtons();
}

void ComposerWidget::requestCancel()
{
    cancel();
}

void ComposerWidget::requestStop()
{
    if (m_agentAlive)
        Q_EMIT stopRequested();
}

void ComposerWidget::leaveCancelAndStopKeysToWindow()
{
    delete m_cancelAltShortcut;
    m_cancelAltShortcut = nullptr;
    delete m_stopShortcut;
    m_stopShortcut = nullptr;
}

void ComposerWidget::setTurnRunning(bool running)
{
    m_turnRunning = running;
    updateButtons();
}

void ComposerWidget::setQueuesWhileTurnRuns(bool queues)
{
    m_queues = queues;
    updateButtons();
}

void ComposerWidget::setAgentAlive(bool alive)
{
    m_agentAlive = alive;
    updateButtons();
}

QString ComposerWidget::text() const
{
    return m_editor->toPlainText();
}

void ComposerWidget::setText(const QString &text)
{
    m_editor->setPlainText(text);
}

void ComposerWidget::setAcceptsImages(std::optional<bool> accepts)
{
    m_attachments->setAcceptsImages(accepts);
}

QString ComposerWidget::notice() const
{
    return m_notice->isVisible() ? m_notice->text() : QString();
}

bool ComposerWidget::eventFilter(QObject *watched, QEvent *event)
{
    // Alt+1…9 answer a permission request (the transcript's shortcuts). With none waiting they would
    // reach the editor, which types the digit.
    if (watched == m_editor && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::AltModifier && key->key() >= Qt::Key_1 && key->key() <= Qt::Key_9) {
            showNotice(tr("%1 answers a permission request of the agent; none is waiting.")
                           .arg(QKeySequence(key->keyCombination()).toString(QKeySequence::NativeText)));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ComposerWidget::showNotice(const QString &text)
{
    m_notice->setText(text);
    m_notice->setVisible(!text.isEmpty());
}

void ComposerWidget::submit()
{
    const QString prompt = m_editor->toPlainText().trimmed();
    if ((prompt.isEmpty() && m_attachments->isEmpty()) || (m_turnRunning && !m_queues))
        return;
    if (m_turnRunning && !m_attachments->isEmpty()) {
        // Queued prompts are text only: nothing is lost, the user sends it when the turn ends.
        showNotice(tr("A queued prompt cannot carry attachments: send it when the turn ends."));
        return;
    }
    const PromptAttachments attachments = m_attachments->attachments();
    m_editor->clear();
    m_attachments->clear();
    if (m_turnRunning)
        Q_EMIT promptQueued(prompt);
    else
        Q_EMIT promptSubmitted(prompt, attachments);
}

void ComposerWidget::cancel()
{
    if (m_turnRunning)
        Q_EMIT cancelRequested();
}

void ComposerWidget::updateButtons()
{
    const bool queueing = m_turnRunning && m_queues;
    m_send->setEnabled((!m_turnRunning || queueing)
                       && (!m_editor->toPlainText().trimmed().isEmpty() || !m_attachments->isEmpty()));
    m_send->setText(queueing ? tr("Queue") : tr("Send"));
    m_cancel->setEnabled(m_turnRunning);
    m_stop->setEnabled(m_agentAlive);
}

} // namespace kandesk::ui
