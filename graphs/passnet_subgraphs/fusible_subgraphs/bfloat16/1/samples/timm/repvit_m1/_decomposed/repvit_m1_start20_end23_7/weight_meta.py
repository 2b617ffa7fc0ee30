class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv2_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv2_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.019
	data = [-0.007097, -0.005905, 0.010366, 0.004866, -0.022258, 0.009289, 0.015344, -0.001214, 0.006244, 0.034086, -0.004618, -0.025279, -0.001913, 0.011135, 0.003175, -0.010426, 0.009071, -0.008663, -0.004800, -0.024387, -0.014288, -0.046011, -0.021406, 0.011985, -0.021925, -0.029499, -0.011226, -0.007893, 0.024975, 0.016126, -0.040745, 0.008072, -0.007827, -0.025717, -0.042402, -0.008490, 0.003079, 0.009497, 0.029973, 0.028236, -0.012164, 0.016711, 0.005058, 0.003546, 0.006980, 0.010206, 0.019578, 0.005823]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv2_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv2_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.012
	std = 0.282
	min_val = 0
	data = [0.632219, 0.801254, 0.964551, 1.161290, 1.197353, 0.538347, 0.612965, 1.436273, 1.295890, 1.132298, 1.264675, 0.823558, 0.753008, 0.522429, 0.516550, 1.192493, 1.318853, 1.380550, 1.061128, 1.224492, 1.462158, 1.442691, 1.133230, 1.240790, 0.778484, 0.634678, 0.929355, 1.044308, 0.844559, 1.005916, 1.125270, 0.772130, 0.775098, 0.593170, 1.260517, 1.053932, 1.085558, 0.698651, 0.586913, 1.042106, 1.186683, 1.137711, 1.212096, 1.240644, 0.622983, 1.173598, 1.294241, 1.387046]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv2_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv2_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.021
	data = [0.000207, -0.019930, 0.019570, -0.008829, -0.005221, 0.015960, -0.022143, 0.046612, -0.015300, -0.009499, -0.009905, -0.003967, 0.044298, -0.002734, -0.020363, 0.003568, -0.010272, -0.011289, -0.018367, -0.014991, -0.001899, 0.022017, 0.026209, -0.005857, -0.015767, -0.003390, -0.043497, 0.014405, 0.005709, 0.004581, 0.025665, -0.027584, 0.010815, -0.018956, 0.004043, -0.007015, 0.010900, 0.030824, 0.012005, -0.006760, 0.008093, 0.017863, -0.029082, 0.023750, -0.005990, 0.045926, 0.006611, 0.043495]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv2_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv2_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.023
	data = [0.002535, 0.000111, 0.015887, 0.008143, -0.007218, 0.026205, -0.019301, 0.017612, -0.002049, -0.013540, -0.008213, -0.032371, 0.010158, 0.046459, 0.004596, -0.010593, -0.017466, 0.000085, -0.025158, -0.021689, 0.015060, 0.006473, -0.005500, 0.026112, 0.004235, 0.005439, -0.018537, -0.054660, -0.011283, -0.005480, 0.002796, 0.010171, 0.005542, -0.019625, 0.017777, 0.031380, -0.001637, -0.006988, 0.004049, -0.005768, 0.002966, 0.048375, 0.026557, -0.005277, 0.007289, 0.050880, -0.053789, 0.048852]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv2_modules_c_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv2_modules_c_parameters_weight_"
	shape = [48, 96, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.059


class Program_weight_tensor_meta_gelu_1:
	name = "in_5"
	original_name = "gelu_1"
	shape = [4, 96, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.035


class Program_weight_tensor_meta_x_1:
	name = "in_6"
	original_name = "x_1"
	shape = [4, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.010
	std = 0.106
