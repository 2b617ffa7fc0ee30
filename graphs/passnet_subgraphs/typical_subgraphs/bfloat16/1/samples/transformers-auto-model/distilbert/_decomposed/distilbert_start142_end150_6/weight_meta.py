class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_5_modules_ffn_modules_lin1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_transformer_modules_layer_modules_5_modules_ffn_modules_lin1_parameters_bias_"
	shape = [3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_5_modules_ffn_modules_lin1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_transformer_modules_layer_modules_5_modules_ffn_modules_lin1_parameters_weight_"
	shape = [3072, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_5_modules_ffn_modules_lin2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_transformer_modules_layer_modules_5_modules_ffn_modules_lin2_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_5_modules_ffn_modules_lin2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_transformer_modules_layer_modules_5_modules_ffn_modules_lin2_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_5_modules_output_layer_norm_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_transformer_modules_layer_modules_5_modules_output_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_5_modules_output_layer_norm_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_transformer_modules_layer_modules_5_modules_output_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_5_modules_sa_layer_norm_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_transformer_modules_layer_modules_5_modules_sa_layer_norm_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_5_modules_sa_layer_norm_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_transformer_modules_layer_modules_5_modules_sa_layer_norm_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_attn_output_29:
	name = "in_8"
	original_name = "attn_output_29"
	shape = [4, 32, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.008
	std = 0.110


class Program_weight_tensor_meta_ffn_output_4:
	name = "in_9"
	original_name = "ffn_output_4"
	shape = [4, 32, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 1.000
