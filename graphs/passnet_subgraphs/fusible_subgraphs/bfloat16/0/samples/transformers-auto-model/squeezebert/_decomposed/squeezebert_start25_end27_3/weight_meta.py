class Program_weight_tensor_meta_getitem_5:
	name = "in_0"
	original_name = "getitem_5"
	shape = [2, 1, 1, 32]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_result_1:
	name = "in_1"
	original_name = "result_1"
	shape = [1, 1, 32, 1]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None
	data = [True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True, True]
