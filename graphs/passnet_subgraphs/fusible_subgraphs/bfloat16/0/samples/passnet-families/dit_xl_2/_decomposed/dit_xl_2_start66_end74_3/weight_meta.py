class Program_weight_tensor_meta_gate_mlp:
	name = "in_0"
	original_name = "gate_mlp"
	shape = [1, 1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.014
	std = 0.338


class Program_weight_tensor_meta_linear_4:
	name = "in_1"
	original_name = "linear_4"
	shape = [1, 256, 1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.220


class Program_weight_tensor_meta_scale_mlp:
	name = "in_2"
	original_name = "scale_mlp"
	shape = [1, 1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.020
	std = 0.326


class Program_weight_tensor_meta_shift_mlp:
	name = "in_3"
	original_name = "shift_mlp"
	shape = [1, 1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.329


class Program_weight_tensor_meta_unsqueeze_1:
	name = "in_4"
	original_name = "unsqueeze_1"
	shape = [1, 1, 1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.349


class Program_weight_tensor_meta_x:
	name = "in_5"
	original_name = "x"
	shape = [1, 256, 1152]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.459
	std = 0.864
