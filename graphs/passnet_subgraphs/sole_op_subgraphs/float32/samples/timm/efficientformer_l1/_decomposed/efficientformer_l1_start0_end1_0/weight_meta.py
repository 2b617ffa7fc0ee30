class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stem_modules_conv1_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.120
	data = [-0.153096, -0.046294, 0.104687, -0.078631, 0.161666, -0.132436, -0.161614, -0.086779, 0.031110, 0.177200, -0.091876, 0.068826, -0.048249, -0.041735, 0.141509, -0.149146, 0.020441, 0.180982, -0.026445, 0.149426, -0.059266, 0.154915, -0.186163, -0.027737]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stem_modules_conv1_parameters_weight_"
	shape = [24, 3, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.113


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.289
