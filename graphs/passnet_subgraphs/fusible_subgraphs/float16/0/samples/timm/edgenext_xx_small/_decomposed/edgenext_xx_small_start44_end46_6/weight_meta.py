class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_convs_modules_0_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_convs_modules_0_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.007
	std = 0.024
	data = [-0.007095, -0.021274, -0.000061, 0.026020, -0.011257, -0.009848, 0.017404, 0.056293, 0.033676, 0.020213, 0.012438, 0.045694, 0.031498, -0.006210, 0.029914, 0.020067, -0.028750, 0.000862, -0.032911, -0.029293, 0.007003, -0.002118, -0.014810, 0.023154]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_convs_modules_0_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_convs_modules_0_parameters_weight_"
	shape = [24, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.017


class Program_weight_tensor_meta_getitem_1:
	name = "in_2"
	original_name = "getitem_1"
	shape = [2, 24, 28, 28]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.040
	std = 0.145


class Program_weight_tensor_meta_sp:
	name = "in_3"
	original_name = "sp"
	shape = [2, 24, 28, 28]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.068
	std = 0.178
