class Program_weight_tensor_meta_L_hidden_:
	name = "in_0"
	original_name = "L_hidden_"
	shape = [1, 16, 2560]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.576


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_parameters_norm_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_parameters_norm_"
	shape = [2560]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020
