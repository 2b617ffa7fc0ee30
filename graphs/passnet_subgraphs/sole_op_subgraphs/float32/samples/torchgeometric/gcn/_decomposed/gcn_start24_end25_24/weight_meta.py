class Program_weight_tensor_meta_L_self_modules_conv1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_conv1_parameters_bias_"
	shape = [64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_out_1:
	name = "in_0"
	original_name = "out_1"
	shape = [2708, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.165
	std = 0.897
