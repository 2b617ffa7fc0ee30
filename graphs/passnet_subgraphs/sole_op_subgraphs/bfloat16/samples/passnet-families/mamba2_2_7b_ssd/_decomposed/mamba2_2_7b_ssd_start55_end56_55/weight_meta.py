class Program_weight_tensor_meta_a_cumsum:
	name = "in_0"
	original_name = "a_cumsum"
	shape = [1, 80, 1, 128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -2.816
	std = 2.199


class Program_weight_tensor_meta_getitem_9:
	name = "in_1"
	original_name = "getitem_9"
	shape = [1, 80, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -5.316
	std = 2.619
