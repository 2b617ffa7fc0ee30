class Program_weight_tensor_meta_a_no_stats:
	name = "in_0"
	shape = [10]
	dtype = "torch.float32"


class Program_weight_tensor_meta_b_no_dtype:
	name = "in_1"
	shape = [2 * 3]
	mean = -0.5
	std = 1 / 8


class Program_weight_tensor_meta_c_none_stats:
	name = "in_2"
	shape = [7]
	dtype = "torch.bfloat16"
	mean = None
	std = None


class Program_weight_tensor_meta_d_clamped:
	name = "in_3"
	shape = [50]
	dtype = "torch.float64"
	mean = 0.0
	std = 10.0
	min_val = -2 ** 2
	max_val = 10 - 1


class Program_weight_tensor_meta_e_scalar:
	name = "in_4"
	shape = []
	dtype = "torch.float32"
	mean = 33.938
	std = float("nan")
