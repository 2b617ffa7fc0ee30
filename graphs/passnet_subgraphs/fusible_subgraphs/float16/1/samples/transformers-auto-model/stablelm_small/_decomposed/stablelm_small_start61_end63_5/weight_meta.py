class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_"
	shape = [1408, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_layer_norm_1:
	name = "in_1"
	original_name = "layer_norm_1"
	shape = [4, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 1.000


class Program_weight_tensor_meta_silu:
	name = "in_2"
	original_name = "silu"
	shape = [4, 32, 1408]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.049
	std = 0.236
