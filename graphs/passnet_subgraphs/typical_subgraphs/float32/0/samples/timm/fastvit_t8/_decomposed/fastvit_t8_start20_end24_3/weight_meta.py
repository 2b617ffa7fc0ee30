class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_conv_scale_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_conv_scale_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.020
	data = [-0.003153, -0.019044, 0.024939, 0.000222, -0.004458, 0.034614, -0.010293, 0.027888, -0.054518, -0.026446, -0.028439, -0.006834, -0.015545, -0.001821, -0.026012, -0.041251, -0.005099, 0.018982, -0.007144, 0.013852, 0.005349, -0.002540, -0.027016, 0.026042, 0.006678, -0.020773, -0.023028, -0.019854, 0.000120, 0.012082, -0.017807, -0.029722, 0.022401, -0.005038, 0.001266, -0.013758, -0.002061, -0.024987, -0.012358, 0.012514, -0.026985, -0.008542, 0.012777, -0.004938, -0.018413, -0.001550, -0.002156, 0.035978]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_conv_scale_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_conv_scale_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.993
	std = 0.277
	min_val = 0
	data = [1.004769, 0.522013, 0.739725, 0.769334, 1.229061, 0.532353, 1.142150, 1.474371, 0.767695, 1.102423, 0.752549, 1.066879, 1.147814, 1.170163, 0.756824, 1.056129, 0.755243, 1.343552, 1.006791, 0.890591, 0.856052, 1.277593, 0.853928, 0.983909, 1.038549, 0.712019, 1.417590, 0.556555, 1.281269, 0.589621, 0.950429, 0.924342, 1.060272, 0.739605, 0.598439, 0.786549, 1.388750, 0.868258, 0.818027, 1.434051, 1.296464, 1.494532, 0.916127, 0.690452, 1.341744, 0.896582, 1.193910, 1.459768]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_conv_scale_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_conv_scale_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.021
	data = [-0.001019, 0.027851, 0.045951, 0.010545, 0.003028, 0.010376, -0.011792, 0.020014, -0.026349, 0.000112, 0.011358, -0.028384, -0.006453, 0.003203, -0.029671, 0.016467, 0.020333, 0.025735, 0.041640, 0.002335, -0.002965, 0.017861, -0.015237, -0.030776, -0.035691, 0.013910, -0.049124, 0.000414, -0.002506, 0.033725, 0.045525, -0.019136, 0.014290, 0.016889, 0.001399, 0.000125, -0.028111, 0.002389, -0.006624, -0.016815, 0.009222, 0.012319, -0.004381, -0.004813, -0.012502, 0.016323, -0.011421, -0.002389]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_conv_scale_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_conv_scale_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.024
	data = [1.062292, 0.983785, 0.977896, 0.985534, 1.015765, 1.027291, 1.007473, 0.979991, 1.000031, 0.997369, 1.002063, 0.992604, 0.985768, 0.997594, 1.024766, 1.003971, 0.984030, 1.005521, 1.001964, 1.049642, 0.975987, 1.020419, 0.992261, 0.998862, 0.994531, 0.998779, 1.010642, 0.982056, 0.973967, 0.972543, 1.033819, 0.990756, 1.004072, 0.979343, 1.022610, 0.988594, 0.957981, 1.007798, 1.001747, 0.982853, 0.994508, 1.008864, 1.019182, 1.026639, 1.015466, 1.061134, 0.950244, 0.966076]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_conv_scale_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_conv_scale_modules_conv_parameters_weight_"
	shape = [48, 1, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.150
	std = 0.517
	data = [-0.738262, -0.198016, -0.196721, 0.201726, -0.724820, 0.718659, -0.910452, -0.473593, -0.379652, 0.061653, 0.413381, -0.263532, 0.156069, -0.236735, -0.393310, -0.139877, 0.201342, -0.971351, -0.696043, 0.781251, 0.452185, -0.026738, 0.031580, 0.138035, 0.232422, -0.682738, -0.272588, -0.917776, -0.786186, -0.188155, -0.132037, 0.782146, 0.172245, -0.162146, -0.027704, 0.558492, -0.302925, -0.186944, -0.200607, -0.806373, -0.139763, -0.924442, -0.537519, -0.636514, 0.744926, -0.921184, 0.963532, 0.374947]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_identity_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_identity_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019
	data = [-0.022728, 0.010217, -0.016048, -0.031784, 0.015961, -0.015850, 0.029912, -0.015121, 0.017824, 0.007656, 0.007491, 0.039749, -0.029263, 0.003113, 0.010306, -0.010016, -0.033355, 0.004653, -0.017107, -0.005748, 0.010856, 0.004668, 0.038146, 0.023359, 0.004782, -0.014312, -0.006283, -0.010711, 0.003570, -0.007564, 0.015325, -0.013023, -0.016223, -0.028871, 0.002975, -0.001303, -0.011671, -0.019450, 0.020254, 0.004617, 0.010948, -0.017933, 0.028720, -0.027504, 0.015934, 0.009180, -0.041322, -0.005936]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_identity_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_identity_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.904
	std = 0.276
	min_val = 0
	data = [1.378470, 0.945502, 1.076560, 0.624306, 0.555478, 0.616962, 0.525777, 1.187877, 0.902341, 0.533253, 1.077409, 0.559065, 1.041819, 1.070293, 1.158326, 1.069526, 0.717310, 0.810802, 0.510765, 1.000468, 0.970045, 0.563533, 1.180764, 1.386234, 1.467174, 1.492165, 0.970869, 0.654227, 0.662758, 1.128607, 0.779591, 1.043030, 0.527566, 1.097553, 0.939150, 0.672276, 0.936385, 0.858346, 1.073980, 0.506996, 0.996791, 1.407078, 0.823870, 0.790000, 0.922411, 0.980071, 0.623050, 0.594531]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_identity_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_identity_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [0.014099, 0.000611, -0.017085, 0.010776, -0.010530, -0.026641, 0.030903, 0.008173, -0.041093, 0.010518, 0.011989, -0.008156, 0.009060, -0.007836, 0.042807, -0.004124, -0.001968, 0.009709, 0.014151, 0.000861, -0.008789, -0.013522, 0.034778, -0.018846, -0.021293, -0.004594, -0.025128, 0.011140, 0.003152, 0.020541, 0.024586, -0.000024, -0.036191, 0.013851, 0.023964, 0.026334, -0.006966, 0.024150, -0.012957, 0.010530, -0.019016, -0.042912, 0.007654, -0.008195, -0.014772, 0.033106, 0.010407, -0.004652]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_identity_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_mixer_modules_identity_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.021
	data = [1.019088, 1.014661, 0.970896, 0.959084, 0.996458, 1.012481, 0.966222, 1.016352, 0.992208, 1.025552, 1.010294, 1.006970, 0.979243, 0.980826, 1.018363, 1.009776, 1.019679, 1.019923, 0.976685, 0.988293, 0.996276, 0.975251, 1.023678, 0.996091, 0.973268, 1.021023, 0.979461, 0.994250, 1.036959, 0.952101, 1.008154, 0.996602, 1.011684, 1.021009, 1.025712, 0.967670, 0.984621, 0.975591, 1.011463, 1.013984, 1.005021, 1.005569, 0.998107, 1.032209, 0.997567, 0.972117, 0.981904, 0.993066]


class Program_weight_tensor_meta_input_3:
	name = "in_9"
	original_name = "input_3"
	shape = [2, 48, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.015
	std = 0.067
