class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.018
	data = [0.008734, -0.045346, 0.023170, -0.034857, -0.001427, 0.019063, -0.018189, 0.008792, 0.014260, 0.004607, -0.000291, 0.000723, 0.007749, -0.008899, -0.018485, -0.003431, 0.016471, -0.015196, 0.023994, 0.032620, 0.001544, -0.008845, -0.004780, 0.004333]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.855
	std = 0.310
	min_val = 0
	data = [0.553100, 0.591288, 0.954314, 0.791634, 1.082379, 0.739238, 0.930055, 0.840217, 0.560297, 0.688768, 1.386654, 1.073509, 0.716075, 0.766661, 0.518906, 1.157218, 1.450071, 0.509051, 0.507839, 1.315593, 1.399385, 0.882848, 0.542336, 0.554989]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.025
	data = [0.007205, -0.026040, 0.006989, 0.005243, -0.001960, 0.005579, 0.000112, -0.005830, 0.028868, 0.003968, -0.022104, -0.040742, 0.042575, -0.004089, 0.009369, 0.024073, 0.006271, 0.031707, 0.017581, 0.055000, -0.010406, -0.045816, -0.019307, -0.037877]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_bn3_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.005
	std = 0.025
	data = [0.969627, 1.024010, 0.991097, 1.000994, 0.996528, 1.015340, 1.012360, 1.055798, 0.992905, 0.978726, 0.999939, 1.026020, 0.988743, 0.990152, 1.017404, 1.056293, 1.020560, 1.025731, 0.988170, 1.021058, 0.966967, 0.991134, 0.959896, 1.024653]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_1_modules_1_modules_conv_pwl_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_1_modules_1_modules_conv_pwl_parameters_weight_"
	shape = [24, 144, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.285


class Program_weight_tensor_meta_x_17:
	name = "in_5"
	original_name = "x_17"
	shape = [2, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.115
	std = 1.337


class Program_weight_tensor_meta_x_23:
	name = "in_6"
	original_name = "x_23"
	shape = [2, 144, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.113
	std = 0.287
