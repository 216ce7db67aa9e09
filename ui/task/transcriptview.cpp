// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptview.h"

#include "transcriptdelegate.h"
#include "transcriptitemsmodel.h"
#include "transcriptroles.h"
#include "elicitationformview.h"
#include "transcriptterminal.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPushButton>
#include <QShortcut>
#include <QScrollBar>
#include <QStyle>
#include <QUrl>

#include <algorithm>

namespace kandesk::ui {

using transcript::ItemKind;
using transcript::PermissionState;

namespace {

constexpr int kBottomSlack = 4;

int optionOrder(const QString &kind)
{
    if (kind == QLatin1String("allow_once"))
        return 0;
    if (kind == QLatin1String("allow_always"))
        return 1;
    if (kind == QLatin1String("reject_once"))
        return 2;
    if (kind == QLatin1String("reject_always"))
        return 3;
    return 4;
}

ItemKind kindOf(const QModelIndex &index)
{
    return ItemKind(index.data(transcript::KindRole).toInt());
}

QString jsonString(const QJsonValue &value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented));
    return value.toVariant().toString();
}

} // namespace

TranscriptView::TranscriptView(QWidget *parent)
    : QListView(parent)
    , m_delegate(new TranscriptDelegate(this))
{
    setObjectName(QStringLiteral("transcriptView"));
    setItemDelegate(m_delegate);
    setVerticalScrollMode(ScrollPerPixel);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setSelectionMode(NoSelection);
    setEditTriggers(NoEditTriggers);
    setUniformItemSizes(false);
    // A long stored transcript is laid out in slices between events, not in one freeze.
    setLayoutMode(Batched);
    setBatchSize(64);
    setMouseTracking(true); // a hand over links
    setFrameShape(QFrame::NoFrame);
    setBackgroundRole(QPalette::Base);
    verticalScrollBar()->setSingleStep(24);
    setAccessibleName(tr("Transcript"));

    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(kCoalesceMs);
    connect(&m_flushTimer, &QTimer::timeout, this, &TranscriptView::flush);
    m_catchUpTimer.setSingleShot(true);
    m_catchUpTimer.setInterval(kCatchUpMs);
    connect(&m_catchUpTimer, &QTimer::timeout, this, &TranscriptView::flush);
    connect(this, &QAbstractItemView::clicked, this, &TranscriptView::toggle);

    QScrollBar *bar = verticalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int maximum) {
        if (m_followOutput)
            bar->setValue(maximum);
    });
    connect(bar, &QScrollBar::valueChanged, this,
        [this, bar](int value) { m_followOutput = value >= bar->maximum() - kBottomSlack; });
}

TranscriptView::~TranscriptView() = default;

void TranscriptView::setModel(QAbstractItemModel *model)
{
    QListView::setModel(model);
    reset();
}

void TranscriptView::reset()
{
    m_dirtyRows.clear();
    m_flushTimer.stop();
    m_catchUpTimer.stop();
    m_catchingUp = false;
    m_openedForOutput.clear();
    m_delegate->invalidateAll();
    m_followOutput = true;
    QListView::reset();
    m_restoring = true;
    if (model() && model()->rowCount() > 0)
        rowsInserted({}, 0, model()->rowCount() - 1);
    m_restoring = false;
}

void TranscriptView::dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles)
{
    if (!topLeft.isValid())
        return;
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row)
        m_dirtyRows.insert(row);
    // What the user opened or closed answers at once; streaming output waits for the next frame.
    if (roles.contains(transcript::ExpandedRole))
        flush();
    else if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

bool TranscriptView::hasPendingUpdates() const
{
    return m_flushTimer.isActive() || m_catchUpTimer.isActive() || !m_dirtyRows.isEmpty() || m_catchingUp
        || m_layoutScheduled || m_delegate->hasRowsBehind();
}

void TranscriptView::doItemsLayout()
{
    QListView::doItemsLayout();
    m_layoutScheduled = false;
    m_catchingUp = false; // until this layout left a row behind
    catchUpWithRowsBehind();
}

void TranscriptView::paintEvent(QPaintEvent *event)
{
    QListView::paintEvent(event);
    catchUpWithRowsBehind();
}

void TranscriptView::catchUpWithRowsBehind()
{
    const QSet<int> behind = m_delegate->takeRowsBehind();
    if (behind.isEmpty())
        return;
    m_dirtyRows.unite(behind);
    m_catchingUp = true;
    m_catchUpTimer.start();
}

void TranscriptView::flush()
{
    m_flushTimer.stop();
    m_catchUpTimer.stop();
    const QSet<int> rows = std::exchange(m_dirtyRows, {});
    if (!model())
        return;
    for (const int row : rows) {
        const QModelIndex index = model()->index(row, 0);
        if (!index.isValid())
            continue;
        syncRowWidget(index);
        m_delegate->invalidate(row);
        QListView::dataChanged(index, index);
    }
    // A session in the background renders nothing; it lays out once when shown.
    if (!isVisible()) {
        m_layoutWhenShown = true;
        return;
    }
    layoutSoon();
}

void TranscriptView::layoutSoon()
{
    // A hidden view's delayed layout waits for it to be shown: not pending till then.
    m_layoutScheduled = isVisible();
    scheduleDelayedItemsLayout();
}

void TranscriptView::hideEvent(QHideEvent *event)
{
    QListView::hideEvent(event);
    if (std::exchange(m_layoutScheduled, false))
        m_layoutWhenShown = true;
    // A session the user left keeps its rows' heights, not their laid-out documents.
    m_delegate->releaseRenderings();
}

void TranscriptView::showEvent(QShowEvent *event)
{
    QListView::showEvent(event);
    if (std::exchange(m_layoutWhenShown, false))
        layoutSoon();
}

void TranscriptView::rowsInserted(const QModelIndex &parent, int start, int end)
{
    QListView::rowsInserted(parent, start, end); // schedules a layout
    if (parent.isValid())
        return;
    layoutSoon();
    for (int row = start; row <= end; ++row)
        syncRowWidget(model()->index(row, 0));
}

void TranscriptView::syncRowWidget(const QModelIndex &index)
{
    if (kindOf(index) == ItemKind::ToolCall) {
        syncToolTerminal(index);
        return;
    }
    if (kindOf(index) == ItemKind::Error) {
        const QJsonArray actions = index.data(transcript::FailureActionsRole).toJsonArray();
        if (!actions.isEmpty() && !indexWidget(index)) {
            setIndexWidget(index, makeFailureButtons(actions));
            m_delegate->invalidate(index.row());
            layoutSoon();
        }
        return;
    }
    if (kindOf(index) == ItemKind::Elicitation) {
        syncElicitationForm(index);
        return;
    }
    if (kindOf(index) != ItemKind::Permission)
        return;
    const bool pending
        = PermissionState(index.data(transcript::PermissionStateRole).toInt()) == PermissionState::Pending;
    QWidget *current = indexWidget(index);
    if (pending && !current) {
        setIndexWidget(index, makePermissionButtons(index));
        m_delegate->invalidate(index.row());
        layoutSoon();
    } else if (!pending && current) {
        removeRowWidget(index);
    }
}

void TranscriptView::removeRowWidget(const QModelIndex &index)
{
    QWidget *current = indexWidget(index);
    setIndexWidget(index, nullptr);
    current->hide();
    current->deleteLater();
    m_delegate->invalidate(index.row());
    layoutSoon();
}

void TranscriptView::syncToolTerminal(const QModelIndex &index)
{
    const QJsonObject content
        = TranscriptTerminal::terminalContent(index.data(transcript::ToolContentsRole).toJsonArray());
    if (content.isEmpty())
        return;
    // A command that starts while the user watches opens its row, so its output shows as it comes.
    const QString toolCallId = index.data(transcript::ToolCallIdRole).toString();
    if (!m_restoring && TranscriptTerminal::runs(content) && !m_openedForOutput.contains(toolCallId)) {
        m_openedForOutput.insert(toolCallId);
        if (!index.data(transcript::ExpandedRole).toBool()) {
            model()->setData(index, true, transcript::ExpandedRole); // comes back here, opened
            return;
        }
    }
    auto *current = qobject_cast<TranscriptTerminal *>(indexWidget(index));
    if (!index.data(transcript::ExpandedRole).toBool()) {
        if (current)
            removeRowWidget(index);
        return;
    }
    if (current) {
        current->setContent(content);
        return;
    }
    auto *terminal = new TranscriptTerminal;
    terminal->setContent(content);
    connect(terminal, &TranscriptTerminal::heightChanged, this, [this, row = QPersistentModelIndex(index)] {
        if (!row.isValid())
            return;
        m_delegate->invalidate(row.row());
        layoutSoon();
    });
    setIndexWidget(index, terminal);
    m_delegate->invalidate(index.row());
    layoutSoon();
}

void TranscriptView::syncElicitationForm(const QModelIndex &index)
{
    const bool pending
        = PermissionState(index.data(transcript::PermissionStateRole).toInt()) == PermissionState::Pending;
    QWidget *current = indexWidget(index);
    if (!pending) {
        if (current)
            removeRowWidget(index);
        return;
    }
    if (current)
        return;
    auto *form = new ElicitationFormView(index.data(transcript::PermissionDetailsRole).toJsonObject());
    const QPersistentModelIndex row(index);
    const QString pendingId = index.data(transcript::PendingIdRole).toString();
    connect(form, &ElicitationFormView::answered, this, [this, form, pendingId](const QString &action, const QJsonObject &content) {
        form->setEnabled(false); // the closing event removes it
        Q_EMIT elicitationAnswered(pendingId, action, content);
    });
    connect(form, &ElicitationFormView::heightChanged, this, [this, row] {
        if (!row.isValid())
            return;
        m_delegate->invalidate(row.row());
        layoutSoon();
    });
    setIndexWidget(index, form);
    m_delegate->invalidate(index.row());
    layoutSoon();
}

QWidget *TranscriptView::makePermissionButtons(const QModelIndex &index)
{
    auto *box = new QWidget;
    box->setObjectName(QStringLiteral("permissionButtons"));
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);

    QList<QJsonObject> options;
    const QJsonArray array = index.data(transcript::PermissionOptionsRole).toJsonArray();
    for (const QJsonValue &value : array)
        options.append(value.toObject());
    std::stable_sort(options.begin(), options.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return optionOrder(a.value(QLatin1String("kind")).toString())
            < optionOrder(b.value(QLatin1String("kind")).toString());
    });

    const QString pendingId = index.data(transcript::PendingIdRole).toString();
    const QPersistentModelIndex persistent(index);
    int number = 0;
    for (const QJsonObject &option : std::as_const(options)) {
        const QString optionId = option.value(QLatin1String("option_id")).toString();
        const QString kind = option.value(QLatin1String("kind")).toString();
        auto *button = new QPushButton(option.value(QLatin1String("name")).toString(), box);
        button->setObjectName(QStringLiteral("permissionOption"));
        button->setProperty("optionId", optionId);
        button->setProperty("optionKind", kind);
        button->setAutoDefault(false);
        button->setCursor(Qt::PointingHandCursor);
        const bool allow = kind.startsWith(QLatin1String("allow"));
        const bool reject = kind.startsWith(QLatin1String("reject"));
        if (allow || reject)
            button->setIcon(
                style()->standardIcon(allow ? QStyle::SP_DialogApplyButton : QStyle::SP_DialogCancelButton));
        // Answerable from the keyboard wherever the focus is in the window: Alt+1 for the first option, …
        QString tip = kind.endsWith(QLatin1String("always")) ? tr("Remember this answer for the rest of the session") : QString();
        if (++number <= 9) {
            const QKeySequence keys(Qt::ALT | Qt::Key(Qt::Key_0 + number));
            auto *shortcut = new QShortcut(keys, button);
            connect(shortcut, &QShortcut::activated, button, [button] {
                if (button->isEnabled())
                    button->click();
            });
            const QString keyText = keys.toString(QKeySequence::NativeText);
            tip = tip.isEmpty() ? keyText : QStringLiteral("%1 (%2)").arg(tip, keyText);
        }
        button->setToolTip(tip);
        connect(button, &QPushButton::clicked, this, [this, pendingId, optionId, persistent, box] {
            // One answer only: the buttons go while the answer travels.
            box->setEnabled(false);
            if (auto *transcript = qobject_cast<TranscriptItemsModel *>(model()))
                transcript->markPermissionAnswered(pendingId, optionId);
            Q_EMIT permissionAnswered(pendingId, optionId);
            if (persistent.isValid())
                m_dirtyRows.insert(persistent.row());
            flush();
        });
        layout->addWidget(button);
    }
    layout->addStretch(1);
    return box;
}

QWidget *TranscriptView::makeFailureButtons(const QJsonArray &actions)
{
    auto *box = new QWidget;
    box->setObjectName(QStringLiteral("failureButtons"));
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    for (const QJsonValue &value : actions) {
        const QJsonObject action = value.toObject();
        auto *button = new QPushButton(action.value(QLatin1String("label")).toString(), box);
        button->setObjectName(QStringLiteral("failureAction"));
        button->setAutoDefault(false);
        button->setCursor(Qt::PointingHandCursor);
        QStringList argv;
        for (const QJsonValue &word : action.value(QLatin1String("argv")).toArray())
            argv.append(word.toString());
        const QString name = action.value(QLatin1String("action")).toString();
        if (!argv.isEmpty())
            button->setToolTip((name == QLatin1String("sign_in") ? tr("Runs %1 in the task's terminal; the start goes on when it succeeds")
                                                                 : tr("Runs %1 in a terminal window"))
                                   .arg(argv.join(QLatin1Char(' '))));
        connect(button, &QPushButton::clicked, this, [this, name, argv] {
            Q_EMIT failureActionRequested(name, argv);
        });
        layout->addWidget(button);
    }
    layout->addStretch(1);
    return box;
}

void TranscriptView::toggle(const QModelIndex &index)
{
    if (!index.isValid() || !model())
        return;
    const ItemKind kind = kindOf(index);
    if (kind != ItemKind::Reasoning && kind != ItemKind::ToolCall)
        return;
    model()->setData(index, !index.data(transcript::ExpandedRole).toBool(), transcript::ExpandedRole);
}

void TranscriptView::resizeEvent(QResizeEvent *event)
{
    const int oldWidth = viewport()->width();
    QListView::resizeEvent(event);
    if (viewport()->width() != oldWidth || event->oldSize().width() != event->size().width())
        layoutSoon();
}

void TranscriptView::changeEvent(QEvent *event)
{
    QListView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::StyleChange) {
        m_delegate->invalidateAll();
        layoutSoon();
    }
}

void TranscriptView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        copyRow(currentIndex());
        return;
    }
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) {
        toggle(currentIndex());
        return;
    }
    QListView::keyPressEvent(event);
}

QString TranscriptView::linkAt(const QPoint &pos) const
{
    const QModelIndex index = indexAt(pos);
    if (!index.isValid())
        return {};
    return m_delegate->anchorAt(index, visualRect(index), pos);
}

void TranscriptView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        const QString link = linkAt(event->position().toPoint());
        if (!link.isEmpty()) {
            Q_EMIT linkActivated(QUrl(link));
            event->accept();
            return;
        }
    }
    QListView::mouseReleaseEvent(event);
}

void TranscriptView::mouseMoveEvent(QMouseEvent *event)
{
    viewport()->setCursor(linkAt(event->position().toPoint()).isEmpty() ? Qt::ArrowCursor : Qt::PointingHandCursor);
    QListView::mouseMoveEvent(event);
}

void TranscriptView::contextMenuEvent(QContextMenuEvent *event)
{
    const QModelIndex index = indexAt(event->pos());
    if (!index.isValid())
        return;
    QMenu menu(this);
    menu.addAction(tr("Copy"), this, [this, index] { copyRow(index); });
    const ItemKind kind = kindOf(index);
    if (kind == ItemKind::Reasoning || kind == ItemKind::ToolCall) {
        menu.addAction(index.data(transcript::ExpandedRole).toBool() ? tr("Hide details") : tr("Show details"), this,
            [this, index] { toggle(index); });
    }
    if (kind == ItemKind::UserPrompt) {
        menu.addAction(tr("Restore to Before This Turn…"), this,
            [this, prompt = index.data(transcript::TextRole).toString()] { Q_EMIT restoreRequested(prompt); });
    }
    menu.exec(event->globalPos());
}

void TranscriptView::copyRow(const QModelIndex &index) const
{
    if (!index.isValid())
        return;
    QString text;
    switch (kindOf(index)) {
    case ItemKind::ToolCall:
        text = index.data(transcript::ToolTitleRole).toString() + QLatin1Char('\n')
            + jsonString(index.data(transcript::ToolInputRole).toJsonValue()) + QLatin1Char('\n')
            + jsonString(index.data(transcript::ToolOutputRole).toJsonValue());
        break;
    case ItemKind::Error:
        text = index.data(transcript::TextRole).toString() + QLatin1Char('\n')
            + index.data(transcript::StderrRole).toString();
        break;
    default:
        text = index.data(Qt::DisplayRole).toString();
        break;
    }
    QApplication::clipboard()->setText(text.trimmed());
}

} // namespace kandesk::ui
