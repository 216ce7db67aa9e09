// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewcommentspanel.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

constexpr int kCommentIdRole = Qt::UserRole;
constexpr int kSentRole = Qt::UserRole + 1;
constexpr int kQuotedLines = 6;

QString sideNote(ReviewComment::Side side)
{
    return side == ReviewComment::Side::Old ? QCoreApplication::translate("ReviewCommentsPanel", " (before the change)")
                                            : QString();
}

// At most kQuotedLines of the code, so one long selection does not push the others out of view.
QString shortCode(const QString &code)
{
    const QStringList lines = code.split(QLatin1Char('\n'));
    if (lines.size() <= kQuotedLines)
        return code;
    const qsizetype more = lines.size() - kQuotedLines;
    return lines.mid(0, kQuotedLines).join(QLatin1Char('\n')) + QLatin1Char('\n')
        + QCoreApplication::translate("ReviewCommentsPanel", "… %n more line(s)", nullptr, int(more));
}

// The comment as a card; a waiting one gets a tick (pick), returned through pick.
QWidget *commentCard(const ReviewComment &comment, QWidget *parent, QCheckBox **pick)
{
    auto *card = new QWidget(parent);
    auto *layout = new QVBoxLayout(card);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(3);
    auto *headerRow = new QHBoxLayout;
    if (!comment.isSent()) {
        *pick = new QCheckBox(card);
        (*pick)->setChecked(true);
        (*pick)->setToolTip(QCoreApplication::translate("ReviewCommentsPanel", "Send this one to the agent"));
        (*pick)->setAccessibleName(QCoreApplication::translate("ReviewCommentsPanel", "Send %1").arg(comment.location()));
        headerRow->addWidget(*pick);
    }
    auto *header = new QLabel(card);
    header->setTextFormat(Qt::RichText);
    QString state = comment.isSent() ? QCoreApplication::translate("ReviewCommentsPanel", "sent")
                                     : QCoreApplication::translate("ReviewCommentsPanel", "waiting");
    if (comment.repliedAt.isValid())
        state = QCoreApplication::translate("ReviewCommentsPanel", "answered on %1").arg(comment.hostName());
    const QString author = comment.isRemote()
        ? QStringLiteral(" &nbsp;·&nbsp; <a href=\"%1\">@%2</a> on %3")
              .arg(comment.url.toHtmlEscaped(), comment.author.toHtmlEscaped(), comment.hostName())
        : QString();
    header->setText(QStringLiteral("<b>%1</b>%2%3 &nbsp;·&nbsp; <i>%4</i>")
                        .arg(comment.location().toHtmlEscaped(), sideNote(comment.side).toHtmlEscaped(), author, state));
    header->setOpenExternalLinks(true);
    headerRow->addWidget(header, 1);
    layout->addLayout(headerRow);
    if (!comment.code.isEmpty()) {
        auto *code = new QLabel(shortCode(comment.code), card);
        code->setTextFormat(Qt::PlainText);
        code->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        code->setForegroundRole(QPalette::PlaceholderText);
        layout->addWidget(code);
    }
    auto *body = new QLabel(comment.body, card);
    body->setTextFormat(Qt::PlainText);
    body->setWordWrap(true);
    layout->addWidget(body);
    // Sent ones read dimmed (the GitHub link stays live).
    body->setEnabled(!comment.isSent());
    header->setForegroundRole(comment.isSent() ? QPalette::PlaceholderText : QPalette::WindowText);
    return card;
}

} // namespace

ReviewCommentsPanel::ReviewCommentsPanel(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_empty(new QLabel(this))
    , m_editor(new QGroupBox(this))
    , m_editorCode(new QLabel(m_editor))
    , m_editorText(new QPlainTextEdit(m_editor))
    , m_send(new QPushButton(this))
    , m_remove(new QPushButton(tr("&Delete"), this))
    , m_answer(new QPushButton(this))
    , m_remoteProblem(new QLabel(this))
{
    setObjectName(QStringLiteral("reviewCommentsPanel"));
    m_list->setObjectName(QStringLiteral("reviewComments"));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->setAccessibleName(tr("Review comments"));
    m_empty->setText(tr("No comments yet. Select lines in a diff and press C to comment on them."));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);

    m_editor->setObjectName(QStringLiteral("commentEditor"));
    m_editorCode->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editorCode->setTextFormat(Qt::PlainText);
    m_editorText->setObjectName(QStringLiteral("commentText"));
    m_editorText->setPlaceholderText(tr("What should the agent change here? (Ctrl+Enter adds it)"));
    m_editorText->setTabChangesFocus(true);
    // A few lines to write in; the list above keeps the room.
    m_editorText->setMaximumHeight(m_editorText->fontMetrics().lineSpacing() * 5 + 12);
    auto *save = new QPushButton(tr("&Add comment"), m_editor);
    save->setObjectName(QStringLiteral("addComment"));
    auto *cancel = new QPushButton(tr("Cancel"), m_editor);
    auto *editorButtons = new QHBoxLayout;
    editorButtons->addStretch(1);
    editorButtons->addWidget(cancel);
    editorButtons->addWidget(save);
    auto *editorLayout = new QVBoxLayout(m_editor);
    editorLayout->addWidget(m_editorCode);
    editorLayout->addWidget(m_editorText);
    editorLayout->addLayout(editorButtons);
    m_editor->hide();
    connect(save, &QPushButton::clicked, this, &ReviewCommentsPanel::saveComment);
    connect(cancel, &QPushButton::clicked, this, &ReviewCommentsPanel::closeEditor);
    auto *saveKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), m_editorText);
    saveKey->setContext(Qt::WidgetShortcut);
    connect(saveKey, &QShortcut::activated, this, &ReviewCommentsPanel::saveComment);
    auto *cancelKey = new QShortcut(QKeySequence(Qt::Key_Escape), m_editor);
    cancelKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(cancelKey, &QShortcut::activated, this, &ReviewCommentsPanel::closeEditor);

    m_send->setObjectName(QStringLiteral("sendComments"));
    m_send->setDefault(false);
    m_send->setToolTip(tr("The ticked waiting comments go to the agent in one prompt (Ctrl+Shift+Enter)"));
    auto *sendKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return), this);
    sendKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(sendKey, &QShortcut::activated, m_send, &QPushButton::click);
    connect(m_send, &QPushButton::clicked, this, [this] {
        if (!pickedIds().isEmpty() && !m_sending)
            Q_EMIT sendRequested();
    });
    m_answer->setObjectName(QStringLiteral("answerThere"));
    m_answer->setToolTip(tr("Answer the comments from the pull request the agent was sent, and resolve their threads"));
    connect(m_answer, &QPushButton::clicked, this, [this] {
        if (m_toAnswer > 0)
            Q_EMIT answerRequested();
    });
    m_remoteProblem->setObjectName(QStringLiteral("remoteCommentsProblem"));
    m_remoteProblem->setWordWrap(true);
    m_remoteProblem->setForegroundRole(QPalette::PlaceholderText);
    m_remoteProblem->hide();
    m_remove->setObjectName(QStringLiteral("removeComment"));
    connect(m_remove, &QPushButton::clicked, this, &ReviewCommentsPanel::removeSelected);
    auto *removeKey = new QShortcut(QKeySequence::Delete, m_list);
    removeKey->setContext(Qt::WidgetShortcut);
    connect(removeKey, &QShortcut::activated, this, &ReviewCommentsPanel::removeSelected);
    connect(m_list, &QListWidget::currentRowChanged, this, &ReviewCommentsPanel::refreshButtons);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    buttons->addWidget(m_answer);
    buttons->addWidget(m_send);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_remoteProblem);
    layout->addWidget(m_empty);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_editor);
    layout->addLayout(buttons);
    setComments({});
}

void ReviewCommentsPanel::setComments(const QList<ReviewComment> &comments)
{
    const QString selected = m_list->currentItem() ? m_list->currentItem()->data(kCommentIdRole).toString() : QString();
    m_list->clear();
    m_picks.clear();
    int waiting = 0;
    m_toAnswer = 0;
    for (const ReviewComment &comment : comments) {
        auto *item = new QListWidgetItem(m_list);
        item->setData(kCommentIdRole, comment.id);
        // Sent ones, and those from the pull request (they come back from there), are not deleted here.
        item->setData(kSentRole, comment.isSent() || comment.isRemote());
        // Screen readers and the list's own search read the comment as one line.
        item->setData(Qt::AccessibleTextRole, QStringLiteral("%1: %2").arg(comment.location(), comment.body));
        QCheckBox *pick = nullptr;
        QWidget *card = commentCard(comment, m_list, &pick);
        if (pick) {
            m_picks.insert(comment.id, pick);
            connect(pick, &QCheckBox::toggled, this, &ReviewCommentsPanel::refreshButtons);
        }
        if (comment.isRemote() && comment.isSent() && !comment.repliedAt.isValid()) {
            ++m_toAnswer;
            m_answerHost = comment.hostName();
        }
        item->setSizeHint(card->sizeHint());
        m_list->setItemWidget(item, card);
        if (comment.id == selected)
            m_list->setCurrentItem(item);
        waiting += comment.isSent() ? 0 : 1;
    }
    m_empty->setVisible(comments.isEmpty());
    m_list->setVisible(!comments.isEmpty());
    if (std::exchange(m_waiting, waiting) != waiting)
        Q_EMIT waitingCountChanged(waiting);
    refreshButtons();
}

void ReviewCommentsPanel::beginComment(const QString &path, ReviewComment::Side side, int first, int last, const QString &code)
{
    m_draft = ReviewComment();
    m_draft.path = path;
    m_draft.side = side;
    m_draft.startLine = first;
    m_draft.endLine = last;
    m_draft.code = code;
    m_editor->setTitle(tr("Comment on %1%2").arg(m_draft.location(), sideNote(side)));
    m_editorCode->setText(shortCode(code));
    m_editorCode->setVisible(!code.isEmpty());
    m_editorText->clear();
    m_editor->show();
    m_editorText->setFocus();
}

bool ReviewCommentsPanel::isWritingComment() const
{
    return m_editor->isVisible();
}

void ReviewCommentsPanel::setSending(bool sending)
{
    m_sending = sending;
    refreshButtons();
}

QStringList ReviewCommentsPanel::pickedIds() const
{
    QStringList picked;
    for (auto it = m_picks.cbegin(); it != m_picks.cend(); ++it) {
        if (it.value()->isChecked())
            picked.append(it.key());
    }
    return picked;
}

void ReviewCommentsPanel::setRemoteProblem(const QString &problem)
{
    m_remoteProblem->setText(tr("Comments from the pull request could not be read: %1").arg(problem));
    m_remoteProblem->setVisible(!problem.isEmpty());
}

void ReviewCommentsPanel::saveComment()
{
    const QString text = m_editorText->toPlainText().trimmed();
    if (text.isEmpty()) {
        m_editorText->setFocus();
        return; // nothing to say yet: the editor stays open
    }
    ReviewComment comment = m_draft;
    comment.body = text;
    closeEditor();
    Q_EMIT commentWritten(comment);
}

void ReviewCommentsPanel::closeEditor()
{
    m_editor->hide();
    m_editorText->clear();
}

void ReviewCommentsPanel::removeSelected()
{
    const QListWidgetItem *item = m_list->currentItem();
    if (item && !item->data(kSentRole).toBool())
        Q_EMIT removeRequested(item->data(kCommentIdRole).toString());
}

void ReviewCommentsPanel::refreshButtons()
{
    const qsizetype picked = pickedIds().size();
    if (picked == 0)
        m_send->setText(tr("&Send to the agent"));
    else
        m_send->setText(tr("&Send %n comment(s) to the agent", nullptr, int(picked)));
    m_send->setEnabled(picked > 0 && !m_sending);
    m_answer->setText(tr("&Answer %n on %1…", nullptr, int(m_toAnswer)).arg(m_answerHost));
    m_answer->setVisible(m_toAnswer > 0);
    const QListWidgetItem *item = m_list->currentItem();
    m_remove->setEnabled(item && !item->data(kSentRole).toBool());
}

} // namespace kandesk::ui
