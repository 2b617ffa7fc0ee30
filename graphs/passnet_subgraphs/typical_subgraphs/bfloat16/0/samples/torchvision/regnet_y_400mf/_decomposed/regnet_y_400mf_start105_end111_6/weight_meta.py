class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_a_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_a_modules_0_parameters_weight_"
	shape = [208, 208, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.098


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_a_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_a_modules_1_buffers_running_mean_"
	shape = [208]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_a_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_a_modules_1_buffers_running_var_"
	shape = [208]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.984
	std = 0.296
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_a_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_a_modules_1_parameters_bias_"
	shape = [208]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_a_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_a_modules_1_parameters_weight_"
	shape = [208]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_b_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_b_modules_0_parameters_weight_"
	shape = [208, 8, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.033


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_b_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_b_modules_1_buffers_running_mean_"
	shape = [208]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_b_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_b_modules_1_buffers_running_var_"
	shape = [208]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.012
	std = 0.290
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_b_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_b_modules_1_parameters_bias_"
	shape = [208]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_b_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_trunk_output_modules_block3_modules_block3_2_modules_f_modules_b_modules_1_parameters_weight_"
	shape = [208]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_input_69:
	name = "in_10"
	original_name = "input_69"
	shape = [1, 208, 14, 14]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.082
	std = 0.110
