/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_Out_ExplainInputs */

const en_auth_sign_out_explain = /** @type {(inputs: Auth_Sign_Out_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sign-out link did not come from one of our pages, so we ask first. You are still signed in.`)
};

const de_auth_sign_out_explain = /** @type {(inputs: Auth_Sign_Out_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Abmeldelink kam nicht von einer unserer Seiten, deshalb fragen wir lieber nach. Du bist noch angemeldet.`)
};

/**
* | output |
* | --- |
* | "This sign-out link did not come from one of our pages, so we ask first. You are still signed in." |
*
* @param {Auth_Sign_Out_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_out_explain = /** @type {((inputs?: Auth_Sign_Out_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_Out_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_out_explain(inputs)
	return en_auth_sign_out_explain(inputs)
});