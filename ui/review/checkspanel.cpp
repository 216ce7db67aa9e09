// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "checkspanel.h"

#include "application/review/pullrequestchecks.h"

#include <QHeaderView>
#include <QToolButton>

namespace kandesk::ui {

namespace {

constexpr int kUrlRole = Qt::UserRole + 1;
constexpr int kVisibleCheckRows = 6;

enum CheckColumn { Name, Conclusion, Duration, Action, CheckColumnCount };

QColor colourOf(forge::CheckState state, const QPalette &palette)
{
    switch (state) {
    case forge::CheckState::Passing:
        return QColor(0x1a, 0x7f, 0x37);
    case forge::CheckState::Failing:
        return QColor(0xcf, 0x22, 0x2e);
    case forge::CheckState::Pending:
        return QColor(0x9a, 0x67, 0x00);
    case forge::CheckState::Neutral:
        break;
    }
    return palette.color(QPalette::PlaceholderText);
}

QString durationOf(const forge::Check &check)
{
    const qint64 seconds = forge::checkSeconds(check);
    if (seconds < 0)
        return {};
    if (seconds >= 3600)
        return QObject::tr("%1 h %2 min").arg(seconds / 3600).arg(seconds % 3600 / 60);
    return seconds >= 60 ? QObject::tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60)
                         : QObject::tr("%1 s").arg(seconds);
}

} // namespace

ChecksPanel::ChecksPanel(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("checksPanel"));
    setAccessibleName(tr("Pull request checks"));
    setColumnCount(CheckColumnCount);
    setHeaderHidden(true);
    setUniformRowHeights(true);
    setRootIsDecorated(false);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(Name, QHeaderView::Stretch);
    for (int column : {Conclusion, Duration, Action})
        header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    hide();
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        if (const QString url = item->data(Name, kUrlRole).toString(); !url.isEmpty())
            Q_EMIT linkActivated(url);
    });
}

void ChecksPanel::clearChecks()
{
    clear();
    m_taskId.clear();
    hide();
}

void ChecksPanel::setProblem(const QString &taskId, const QString &problem)
{
    clear();
    m_taskId = taskId;
    auto *row = new QTreeWidgetItem(this);
    row->setText(Name, tr("Checks: %1").arg(problem));
    row->setToolTip(Name, problem);
    row->setForeground(Name, palette().color(QPalette::PlaceholderText));
    show();
    fitHeight();
}

void ChecksPanel::setReport(const ChecksReport &report)
{
    clear();
    m_taskId = report.taskId;
    if (report.checks.isEmpty()) { // nothing runs on it: nothing to show
        hide();
        return;
    }
    auto *title = new QTreeWidgetItem(this);
    title->setText(Name, tr("%1 %2 %3 · checks: %4")
                             .arg(forge::checkGlyph(report.state),
                                 wordsForUrl(report.pullRequestUrl).label(report.pullRequestNumber),
                                 report.pullRequestState, report.summary));
    title->setForeground(Name, colourOf(report.state, palette()));
    title->setData(Name, kUrlRole, report.pullRequestUrl);
    title->setToolTip(Name, report.pullRequestUrl);
    QFont bold = font();
    bold.setBold(true);
    title->setFont(Name, bold);
    for (const forge::Check &check : report.checks) {
        auto *row = new QTreeWidgetItem(this);
        row->setText(Name, QStringLiteral("   %1 %2").arg(forge::checkGlyph(check.state), check.name));
        row->setForeground(Name, colourOf(check.state, palette()));
        row->setText(Conclusion, check.conclusion);
        row->setText(Duration, durationOf(check));
        row->setData(Name, kUrlRole, check.url);
        row->setToolTip(Name, check.summary.isEmpty() ? check.url : check.summary + QLatin1Char('\n') + check.url);
        if (check.state == forge::CheckState::Failing) {
            auto *fix = new QToolButton(this);
            fix->setText(tr("Ask the agent to fix"));
            fix->setObjectName(QStringLiteral("fixCheck"));
            fix->setToolTip(tr("Sends “%1”, what it said and the end of its output to the task's agent").arg(check.name));
            fix->setAutoRaise(true);
            const QString taskId = report.taskId;
            const QString name = check.name;
            connect(fix, &QToolButton::clicked, this, [this, taskId, name] { Q_EMIT fixRequested(taskId, name); });
            setItemWidget(row, Action, fix);
        }
    }
    show();
    fitHeight();
}

void ChecksPanel::fitHeight()
{
    // As tall as its rows, up to a few: the changes below keep the room.
    int height = 0;
    for (int row = 0; row < qMin(topLevelItemCount(), kVisibleCheckRows); ++row) {
        int rowHeight = qMax(sizeHintForRow(row), fontMetrics().height() + 4);
        if (const QWidget *widget = itemWidget(topLevelItem(row), Action))
            rowHeight = qMax(rowHeight, widget->sizeHint().height());
        height += rowHeight;
    }
    setFixedHeight(height + 2 * frameWidth() + 2);
}

} // namespace kandesk::ui
