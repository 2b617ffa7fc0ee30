class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_11_modules_ln_2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_11_modules_ln_2_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_11_modules_ln_2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_11_modules_ln_2_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_11_modules_mlp_modules_0_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_11_modules_mlp_modules_0_parameters_bias_"
	shape = [3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_11_modules_mlp_modules_0_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_11_modules_mlp_modules_0_parameters_weight_"
	shape = [3072, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_11_modules_mlp_modules_3_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_11_modules_mlp_modules_3_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_encoder_layer_11_modules_mlp_modules_3_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_layers_modules_encoder_layer_11_modules_mlp_modules_3_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_encoder_modules_ln_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_ln_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_ln_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_ln_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_attn_output_35:
	name = "in_8"
	original_name = "attn_output_35"
	shape = [2, 197, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.405


class Program_weight_tensor_meta_input_67:
	name = "in_9"
	original_name = "input_67"
	shape = [2, 197, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.054
	std = 2.143
