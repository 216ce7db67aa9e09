// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "preparelogpanel.h"

#include "preparelogmodel.h"
#include "preparestepdelegate.h"

#include "models/items/sessionmodel.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>

namespace kandesk::ui {

PrepareLogPanel::PrepareLogPanel(PrepareLogModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_headline(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_steps(new QListView(this))
    , m_output(new QPlainTextEdit(this))
    , m_failure(new QWidget(this))
    , m_error(new QLabel(m_failure))
    , m_retry(new QPushButton(tr("&Retry"), m_failure))
{
    setObjectName(QStringLiteral("prepareLogPanel"));
    QFont headlineFont = m_headline->font();
    headlineFont.setBold(true);
    m_headline->setFont(headlineFont);
    m_progress->setTextVisible(true);
    m_progress->setFormat(tr("%v of %m steps"));
    m_progress->setMaximumHeight(m_progress->fontMetrics().height() + 6);

    m_steps->setObjectName(QStringLiteral("prepareSteps"));
    m_steps->setAccessibleName(tr("Start steps"));
    m_steps->setModel(model);
    m_steps->setItemDelegate(new PrepareStepDelegate(m_steps));
    m_steps->setUniformItemSizes(true);
    m_steps->setSelectionMode(QAbstractItemView::SingleSelection);

    m_output->setObjectName(QStringLiteral("prepareOutput"));
    m_output->setAccessibleName(tr("Output of the selected step"));
    m_output->setReadOnly(true);
    m_output->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_output->setPlaceholderText(tr("The selected step's output appears here."));
    m_output->setMaximumBlockCount(5000);

    m_error->setObjectName(QStringLiteral("prepareError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette errorPalette = m_error->palette();
    errorPalette.setColor(QPalette::WindowText, QColor(0xc0, 0x39, 0x2b));
    m_error->setPalette(errorPalette);
    m_retry->setObjectName(QStringLiteral("prepareRetry"));
    m_retry->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_retry->setToolTip(tr("Launch again (%1)").arg(m_retry->shortcut().toString(QKeySequence::NativeText)));
    auto *failureLayout = new QHBoxLayout(m_failure);
    failureLayout->setContentsMargins(0, 0, 0, 0);
    failureLayout->addWidget(m_error, 1);
    failureLayout->addWidget(m_retry, 0, Qt::AlignTop);
    m_failure->setVisible(false);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_steps);
    splitter->addWidget(m_output);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_progress);
    layout->addWidget(m_failure);
    layout->addWidget(splitter, 1);

    connect(m_retry, &QPushButton::clicked, this, [this] { Q_EMIT retryRequested(m_model->sessionId()); });
    connect(model, &PrepareLogModel::outcomeChanged, this, &PrepareLogPanel::refreshSummary);
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_userPickedStep = false;
        m_output->clear();
        refreshSummary();
    });
    connect(model, &QAbstractItemModel::rowsInserted, this, &PrepareLogPanel::refreshSummary);
    connect(model, &QAbstractItemModel::dataChanged, this, [this] {
        refreshSummary();
        followRunningStep();
        showOutputOfCurrentStep();
    });
    connect(m_steps->selectionModel(), &QItemSelectionModel::currentChanged, this, &PrepareLogPanel::showOutputOfCurrentStep);
    connect(m_steps, &QAbstractItemView::clicked, this, [this] { m_userPickedStep = true; });
    refreshSummary();
}

QString PrepareLogPanel::headline() const
{
    return m_headline->text();
}

bool PrepareLogPanel::retryVisible() const
{
    return m_failure->isVisibleTo(this) && m_retry->isVisibleTo(this);
}

void PrepareLogPanel::refreshSummary()
{
    m_progress->setMaximum(qMax(1, m_model->totalSteps()));
    m_progress->setValue(m_model->finishedSteps());
    const QDateTime storedAt = m_model->storedFinishedAt();
    // A preparation read back from the store is history: no progress, and it says when it ended.
    m_progress->setVisible(m_model->outcome() != PrepareLogModel::Outcome::Idle && !storedAt.isValid());
    const QString when = storedAt.isValid() ? readableTime(storedAt, QDateTime::currentDateTime()) : QString();
    switch (m_model->outcome()) {
    case PrepareLogModel::Outcome::Idle:
        m_headline->setText(tr("No launch in progress"));
        m_failure->setVisible(false);
        break;
    case PrepareLogModel::Outcome::Running:
        m_headline->setText(m_model->totalSteps() == 0 ? tr("Starting…") : tr("Preparing the workspace…"));
        m_failure->setVisible(false);
        break;
    case PrepareLogModel::Outcome::Succeeded:
        m_headline->setText(when.isEmpty() ? tr("Workspace ready in %1").arg(formatDuration(m_model->durationMs()))
                                           : tr("Last launch, %1: workspace ready in %2").arg(when, formatDuration(m_model->durationMs())));
        m_progress->setValue(m_progress->maximum());
        m_failure->setVisible(false);
        break;
    case PrepareLogModel::Outcome::Failed:
        m_headline->setText(when.isEmpty() ? tr("Preparation failed") : tr("Last launch, %1: preparation failed").arg(when));
        m_error->setText(QStringLiteral("✗ ") + m_model->errorMessage());
        m_failure->setVisible(true);
        break;
    }
}

void PrepareLogPanel::followRunningStep()
{
    if (m_userPickedStep)
        return;
    for (int row = m_model->rowCount() - 1; row >= 0; --row) {
        const auto status = m_model->step(row).status;
        if (status == PrepareStepStatus::Running || status == PrepareStepStatus::Failed) {
            const QModelIndex index = m_model->index(row);
            if (m_steps->currentIndex() != index)
                m_steps->setCurrentIndex(index);
            return;
        }
    }
}

void PrepareLogPanel::showOutputOfCurrentStep()
{
    const PrepareStep step = m_model->step(m_steps->currentIndex().row());
    QString text = step.output;
    if (!step.error.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + step.error;
    if (!step.warningDetail.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + step.warningDetail;
    if (m_output->toPlainText() == text)
        return;
    // Live output usually grows at the end: append the new tail instead of re-setting it all.
    const QString shown = m_output->toPlainText();
    QScrollBar *bar = m_output->verticalScrollBar();
    const bool atBottom = bar->value() == bar->maximum();
    if (!shown.isEmpty() && text.startsWith(shown)) {
        QTextCursor cursor(m_output->document());
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(text.mid(shown.size()));
    } else {
        m_output->setPlainText(text);
    }
    if (atBottom)
        bar->setValue(bar->maximum());
}

} // namespace kandesk::ui
