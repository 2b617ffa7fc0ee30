class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_router_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_layers_modules_0_modules_router_parameters_weight_"
	shape = [64, 2048]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.013


class Program_weight_tensor_meta_tokens:
	name = "in_0"
	original_name = "tokens"
	shape = [128, 2048]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.008
	std = 1.001
