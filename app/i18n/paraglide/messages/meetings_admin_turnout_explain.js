/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Meetings_Admin_Turnout_ExplainInputs */

const en_meetings_admin_turnout_explain = /** @type {(inputs: Meetings_Admin_Turnout_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only how many have voted, never who or how. ${i?.count} members may vote.`)
};

const de_meetings_admin_turnout_explain = /** @type {(inputs: Meetings_Admin_Turnout_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur wie viele abgestimmt haben, nie wer oder wie. ${i?.count} Mitglieder dürfen abstimmen.`)
};

/**
* | output |
* | --- |
* | "Only how many have voted, never who or how. {count} members may vote." |
*
* @param {Meetings_Admin_Turnout_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_turnout_explain = /** @type {((inputs: Meetings_Admin_Turnout_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Turnout_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_turnout_explain(inputs)
	return en_meetings_admin_turnout_explain(inputs)
});