class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_se_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_s1_modules_b1_modules_se_modules_fc2_parameters_bias_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.020
	data = [-0.029555, -0.035113, 0.001523, -0.021572, 0.028807, -0.002212, 0.011537, -0.003383, 0.029805, -0.014011, 0.003611, 0.027230, 0.040743, 0.012861, -0.014651, -0.009754, 0.005157, -0.011300, 0.018556, 0.009652, -0.016596, 0.025357, 0.005471, -0.012293]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_se_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_s1_modules_b1_modules_se_modules_fc2_parameters_weight_"
	shape = [24, 8, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.011
	std = 0.274


class Program_weight_tensor_meta_x_8:
	name = "in_2"
	original_name = "x_8"
	shape = [2, 24, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.096
	std = 0.151


class Program_weight_tensor_meta_x_se_2:
	name = "in_3"
	original_name = "x_se_2"
	shape = [2, 8, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.115
	std = 0.192
	data = [0.000000, 0.036154, 0.009967, 0.414505, 0.000000, 0.000000, 0.451267, 0.000000, 0.000000, 0.041670, 0.009607, 0.422240, 0.000000, 0.000000, 0.459268, 0.000000]
