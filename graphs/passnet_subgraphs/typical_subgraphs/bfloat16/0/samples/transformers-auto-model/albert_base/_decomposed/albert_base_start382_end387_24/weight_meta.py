class Program_weight_tensor_meta_L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_full_layer_layer_norm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_full_layer_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_full_layer_layer_norm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_albert_layer_groups_modules_0_modules_albert_layers_modules_0_modules_full_layer_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_pooler_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_pooler_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_pooler_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_pooler_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_attn_output_83:
	name = "in_4"
	original_name = "attn_output_83"
	shape = [2, 32, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 1.002


class Program_weight_tensor_meta_ffn_output_35:
	name = "in_5"
	original_name = "ffn_output_35"
	shape = [2, 32, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.360
