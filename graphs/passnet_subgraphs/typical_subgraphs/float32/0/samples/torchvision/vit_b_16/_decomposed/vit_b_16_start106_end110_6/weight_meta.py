class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_6_modules_mlp_modules_0_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_6_modules_mlp_modules_0_parameters_bias_"
	shape = [3072]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_6_modules_mlp_modules_0_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_6_modules_mlp_modules_0_parameters_weight_"
	shape = [3072, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_6_modules_mlp_modules_3_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_6_modules_mlp_modules_3_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_6_modules_mlp_modules_3_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_6_modules_mlp_modules_3_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.023


class Program_weight_tensor_meta_y_6:
	name = "in_4"
	original_name = "y_6"
	shape = [1, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 1.002
