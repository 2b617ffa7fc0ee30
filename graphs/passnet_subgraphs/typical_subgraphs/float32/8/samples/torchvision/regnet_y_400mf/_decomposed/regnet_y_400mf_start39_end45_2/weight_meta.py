class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_a_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_a_modules_0_parameters_weight_"
	shape = [104, 104, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.140


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_a_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_a_modules_1_buffers_running_mean_"
	shape = [104]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_a_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_a_modules_1_buffers_running_var_"
	shape = [104]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.976
	std = 0.296
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_a_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_a_modules_1_parameters_bias_"
	shape = [104]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_a_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_a_modules_1_parameters_weight_"
	shape = [104]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.003
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_b_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_b_modules_0_parameters_weight_"
	shape = [104, 8, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.047


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_b_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_b_modules_1_buffers_running_mean_"
	shape = [104]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_b_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_b_modules_1_buffers_running_var_"
	shape = [104]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.037
	std = 0.308
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_b_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_b_modules_1_parameters_bias_"
	shape = [104]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_b_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_trunk_output_modules_block2_modules_block2_1_modules_f_modules_b_modules_1_parameters_weight_"
	shape = [104]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_input_27:
	name = "in_10"
	original_name = "input_27"
	shape = [128, 104, 48, 48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.091
	std = 0.125
