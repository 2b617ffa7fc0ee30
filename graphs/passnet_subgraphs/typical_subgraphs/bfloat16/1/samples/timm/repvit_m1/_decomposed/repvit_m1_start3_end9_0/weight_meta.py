class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.031839, 0.004551, 0.031521, 0.015170, 0.031155, 0.000150, -0.001356, 0.019149, -0.030043, -0.013505, 0.030064, -0.006426, 0.000585, 0.037746, 0.010414, -0.043003, 0.013100, 0.007690, -0.002774, -0.021161, -0.020702, 0.000415, -0.013158, -0.001315, -0.004323, 0.014724, 0.012963, 0.008931, -0.025654, -0.000420, -0.027941, 0.017671, -0.016610, -0.007607, -0.018298, -0.015880, -0.021531, 0.007472, -0.006590, -0.045300, 0.003850, 0.015579, -0.054605, 0.007201, 0.012801, 0.037523, -0.005055, -0.007256]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.991
	std = 0.292
	min_val = 0
	data = [0.756801, 0.701586, 0.930962, 1.122972, 1.116886, 1.309987, 0.871785, 1.144005, 0.581338, 1.028051, 1.044029, 0.937534, 0.971828, 0.995129, 1.424455, 0.556715, 0.553101, 1.093943, 0.639519, 0.697529, 1.475567, 0.792258, 1.100895, 1.293633, 1.372561, 0.636592, 1.025987, 1.244036, 0.513061, 1.316131, 0.704291, 0.702017, 1.443656, 0.605918, 1.465744, 0.918581, 0.840767, 1.468813, 1.131851, 0.637367, 0.690668, 0.915562, 1.341577, 0.779964, 1.241440, 1.326859, 1.256456, 0.836053]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.024
	data = [-0.002585, -0.001092, 0.008167, 0.022527, 0.038701, 0.020154, 0.020093, -0.008670, -0.024852, 0.025691, 0.004875, 0.010607, -0.000291, -0.044714, 0.029321, -0.024381, 0.012885, 0.078600, -0.002488, 0.005907, 0.007653, -0.010994, -0.019881, 0.026919, 0.038913, -0.025807, -0.046990, -0.041377, 0.018188, -0.013892, 0.039189, -0.022077, 0.010823, 0.030779, 0.021721, 0.024928, 0.002302, 0.032386, 0.009274, 0.026015, 0.017465, 0.001303, 0.015465, -0.019403, -0.017754, -0.006366, -0.006688, 0.009086]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.016
	data = [0.995321, 1.014146, 1.011601, 1.005366, 0.958821, 1.010680, 0.989292, 0.982727, 0.999530, 1.023433, 1.007974, 0.996026, 0.976881, 0.993667, 1.018806, 0.977061, 1.011176, 1.015835, 0.996306, 0.985365, 0.998387, 0.980399, 1.001210, 0.990221, 0.983725, 1.016400, 0.987337, 1.025895, 1.029257, 0.987591, 1.019768, 0.991356, 0.987536, 0.995675, 0.990227, 1.015739, 1.002152, 0.978570, 0.997667, 0.979661, 0.976040, 1.009569, 0.975410, 0.972599, 1.030871, 0.999336, 0.991627, 0.994888]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_c_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_c_parameters_weight_"
	shape = [48, 1, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.536
	data = [0.347062, 0.097334, 0.631323, -0.295144, 0.139314, 0.163756, -0.951357, 0.253789, -0.692133, 0.496357, -0.199199, 0.266461, -0.781664, 0.450536, 0.644485, 0.356996, 0.293341, -0.577653, 0.896548, 0.277595, -0.942180, -0.020004, 0.028433, 0.342140, 0.185668, 0.783568, -0.105631, -0.164700, -0.043983, 0.604765, -0.877168, 0.781139, -0.381101, 0.545079, -0.672849, -0.359986, 0.036762, -0.116289, -0.636384, -0.902322, -0.831772, 0.942436, 0.497413, -0.323776, 0.615230, -0.135312, -0.056364, -0.607419]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.018
	data = [-0.006261, -0.026054, 0.034569, 0.015834, -0.026445, -0.006813, 0.004702, 0.000580, 0.028454, -0.015145, -0.021065, 0.009206, 0.025103, 0.013327, -0.003314, -0.007874, -0.018327, 0.006277, 0.011729, 0.011639, -0.019447, -0.011482, 0.028315, -0.007403, 0.004457, 0.020185, 0.006277, -0.003942, -0.001801, -0.020287, 0.016393, -0.032679, -0.017188, 0.028637, 0.010721, 0.028690, 0.041892, 0.012368, -0.008250, -0.006979, -0.018186, 0.006607, -0.001744, -0.002343, -0.016826, -0.010443, -0.006069, 0.026920]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.031
	std = 0.285
	min_val = 0
	data = [1.251812, 1.384071, 0.882008, 1.131239, 0.708422, 0.733113, 0.538098, 0.846618, 0.861771, 0.819651, 1.031528, 0.637562, 0.511922, 1.061229, 0.993038, 1.420985, 0.835386, 1.273966, 1.412525, 0.846479, 1.454462, 1.302107, 0.536421, 0.863195, 1.317588, 1.341504, 1.137821, 0.897949, 1.439019, 0.909566, 0.769943, 1.017484, 1.190217, 1.233474, 0.782334, 0.947093, 0.987934, 1.051225, 0.729005, 0.758525, 1.397775, 0.808474, 1.469519, 1.420782, 1.143374, 0.656937, 1.232913, 1.488046]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.019
	data = [-0.006867, 0.031425, 0.003832, 0.007599, -0.002895, 0.012752, -0.005626, -0.026598, -0.002840, -0.010683, -0.010468, 0.017230, -0.017739, 0.016775, 0.023058, -0.035222, -0.029555, -0.035113, 0.001523, -0.021572, 0.028807, -0.002212, 0.011537, -0.003383, -0.001280, 0.020769, 0.018136, -0.009510, -0.017415, 0.002895, 0.038057, 0.007808, -0.000787, -0.016029, -0.009911, -0.007230, 0.011702, -0.023120, -0.002867, -0.003895, -0.001711, 0.027890, 0.011938, -0.009657, -0.007322, -0.026541, 0.033906, 0.041310]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.017
	data = [0.998677, 0.992833, 0.968769, 0.992907, 1.021621, 1.002630, 1.031471, 1.015629, 0.978427, 0.985582, 1.029416, 1.005513, 1.013336, 0.980112, 0.976213, 0.976081, 0.988807, 1.010669, 1.008138, 1.007892, 1.003430, 1.017521, 0.994258, 1.020433, 0.998512, 0.978156, 1.007841, 1.011891, 1.013245, 0.975874, 1.012149, 0.989057, 1.023422, 1.001950, 1.019267, 1.016806, 0.974927, 1.019737, 0.990107, 0.974339, 1.019104, 1.025672, 0.986683, 1.011303, 1.005754, 0.999332, 0.978762, 0.997711]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv_modules_c_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv_modules_c_parameters_weight_"
	shape = [48, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.018
	std = 0.184


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_stem_modules_conv2_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.024
	data = [-0.004479, 0.014201, -0.010295, -0.017281, 0.012379, -0.067225, 0.025501, -0.008898, -0.002376, -0.013634, -0.007816, -0.016643, 0.032390, -0.002372, 0.005086, -0.027818, 0.019443, 0.035715, 0.006452, 0.037612, 0.007849, -0.017118, 0.024102, -0.030617, -0.017166, -0.008547, 0.015398, 0.005075, 0.024457, -0.025242, 0.007181, -0.002024, 0.022027, 0.019281, 0.025494, 0.052825, -0.012378, -0.056479, 0.010113, 0.003442, -0.032477, 0.023744, 0.003112, -0.030163, 0.008444, -0.015502, -0.007726, 0.007662]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_stem_modules_conv2_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.031
	std = 0.300
	min_val = 0
	data = [1.049831, 1.043509, 0.828436, 1.209165, 1.314234, 1.447962, 0.712416, 0.984546, 0.668352, 1.204792, 0.877758, 1.271483, 0.609511, 1.428421, 0.779783, 1.449982, 1.323796, 1.133440, 1.108649, 1.441666, 0.725480, 1.206235, 0.824057, 1.440593, 0.744131, 0.594888, 1.129472, 0.692470, 1.182142, 0.849431, 1.032877, 1.272271, 0.734104, 0.729134, 0.988591, 1.008144, 1.231596, 1.143562, 0.572741, 1.445803, 0.545292, 0.518418, 1.477437, 0.502910, 1.161367, 1.104532, 1.279635, 1.448032]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_stem_modules_conv2_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.015
	data = [-0.017668, -0.008378, -0.016097, 0.011312, 0.012207, 0.009338, 0.039013, -0.021262, -0.001547, 0.002328, -0.011880, -0.024879, -0.002042, -0.020671, -0.006253, 0.004916, -0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707, 0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_bn_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_stem_modules_conv2_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202, 1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464, 0.995623, 0.951299, 0.998542, 0.999320, 1.019250, 1.006983, 0.981571, 0.998876, 0.987546, 0.990726, 1.038436, 0.991949, 1.002478, 1.023296, 1.018467, 1.027746]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv2_modules_c_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_stem_modules_conv2_modules_c_parameters_weight_"
	shape = [48, 24, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.039


class Program_weight_tensor_meta_gelu:
	name = "in_15"
	original_name = "gelu"
	shape = [4, 24, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.032
	std = 0.199
